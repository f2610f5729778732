import { isUserRejection, UserRejectedRequestError } from '@latchkit/core'
import { type Connector as WagmiConnector, switchChain as wagmiSwitchChain } from '@wagmi/core'
import { numberToHex } from 'viem'
import { requireConnection } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { ChainNotSupportedError, Eip1193ProviderNotFoundError } from '../errors/walletErrors.js'
import { addEthereumChainParameter } from './addEthereumChainParameter.js'
import { isRequestProvider, providerErrorCode, type RequestProvider } from './eip1193.js'
import { chainIdOf, type EvmNetwork } from './toNetwork.js'

/**
 * Wallet answers to `wallet_switchEthereumChain` that mean "add the network first" (spec section 8):
 * 4902 unrecognised chain, 5000 the default code of some wallets, and (-)32603 invalid chain id.
 */
const addNetworkFirstCodes = new Set([4902, 5000, 32603, -32603])

/**
 * Switches the connected wallet to `network`: `wallet_switchEthereumChain`, and when the wallet
 * does not know the network, `wallet_addEthereumChain` and a switch if adding did not switch.
 * Connectors that are not injected wallets (WalletConnect) switch their own way through wagmi.
 *
 * @throws {UserRejectedRequestError} when the visitor declines (EIP-1193 4001).
 * @throws {ChainNotSupportedError} 'Chain is not supported' for any other refusal.
 */
export async function switchNetwork(
  context: EvmAdapterContext,
  parameters: { connectorId: string; network: EvmNetwork },
): Promise<void> {
  const { connector, connection } = requireConnection(context.config, parameters.connectorId)
  const chainId = chainIdOf(parameters.network)
  if (connection.chainId === chainId) return
  try {
    if (connector.type !== 'injected') {
      await wagmiSwitchChain(context.config, {
        connector,
        chainId,
        addEthereumChainParameter: addEthereumChainParameter(parameters.network),
      })
      return
    }
    const provider = await connector.getProvider()
    if (!isRequestProvider(provider))
      throw new Eip1193ProviderNotFoundError({ connectorName: connector.name })
    await switchInjected(provider, parameters.network)
    await followWallet(context, connector, provider)
  } catch (error) {
    if (isUserRejection(error)) throw new UserRejectedRequestError({ cause: error })
    throw new ChainNotSupportedError({ chainId, cause: error })
  }
}

async function switchInjected(provider: RequestProvider, network: EvmNetwork) {
  const switchRequest = {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: numberToHex(chainIdOf(network)) }],
  }
  try {
    await provider.request(switchRequest)
    return
  } catch (error) {
    const code = providerErrorCode(error)
    if (code === undefined || !addNetworkFirstCodes.has(code)) throw error
  }
  await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] })
  // Most wallets switch once they added a network; the others are asked again.
  if (Number(await provider.request({ method: 'eth_chainId' })) !== chainIdOf(network))
    await provider.request(switchRequest)
}

/**
 * Some wallets switch without emitting `chainChanged` (MetaMask issue 24247): tell wagmi what the
 * wallet says its chain is, so its state, the site's wagmi hooks and the kit all follow.
 */
async function followWallet(
  context: EvmAdapterContext,
  connector: WagmiConnector,
  provider: RequestProvider,
) {
  const walletChainId = Number(await provider.request({ method: 'eth_chainId' }))
  const known = context.config.state.connections.get(connector.uid)?.chainId
  if (known !== walletChainId) connector.emitter.emit('change', { chainId: walletChainId })
}
