import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import {
  confirm,
  currentChain,
  type EvmWalletChain,
  type EvmWalletContext,
  type EvmWalletMethod,
  hexChainId,
} from './evmWalletContext.js'
import { forwardRpc } from './forwardRpc.js'
import { chainIdParam, objectParam } from './parseParams.js'

/** EIP-1193 4902: the wallet does not know the chain, so the site should add it first. */
const unrecognizedChain = (chainId: number) =>
  new ProviderRpcError({
    code: providerErrorCodes.unrecognizedChain,
    message: `Unrecognized chain ID "${hexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
  })

/** Makes `chainId` the wallet's chain and tells every page; a no-op when it already is. */
export function useChain(context: EvmWalletContext, chainId: number): void {
  if (!context.chains.has(chainId)) throw unrecognizedChain(chainId)
  if (context.chainId === chainId) return
  context.chainId = chainId
  context.emit({ type: 'chainChanged', chainId: hexChainId(chainId) })
}

function parseAddChainParameter(value: unknown): EvmWalletChain {
  const parameter = objectParam(value, 'the chain to add')
  const chainId = chainIdParam(parameter.chainId)
  const { chainName, rpcUrls, nativeCurrency } = parameter
  if (typeof chainName !== 'string' || chainName.trim() === '')
    throw invalidParams('Expected chainName to be a name.')
  const rpcUrl = Array.isArray(rpcUrls)
    ? rpcUrls.find((url) => typeof url === 'string' && /^https?:\/\//.test(url))
    : undefined
  if (typeof rpcUrl !== 'string') throw invalidParams('Expected rpcUrls to hold at least one http(s) URL.')
  if (nativeCurrency === undefined) return { chainId, name: chainName, rpcUrl }
  const { name, symbol, decimals } = objectParam(nativeCurrency, 'nativeCurrency')
  if (typeof name !== 'string' || typeof symbol !== 'string' || decimals !== 18)
    throw invalidParams('Expected nativeCurrency to have a name, a symbol and 18 decimals.')
  return { chainId, name: chainName, rpcUrl, nativeCurrency: { name, symbol, decimals } }
}

/** Chain selection (EIP-3326) and addition (EIP-3085). */
export const chainMethods: Record<string, EvmWalletMethod> = {
  eth_chainId: async (context) => hexChainId(currentChain(context).chainId),

  wallet_switchEthereumChain: async (context, params) => {
    const chainId = chainIdParam(objectParam(params[0], 'the chain to switch to').chainId)
    if (!context.chains.has(chainId)) throw unrecognizedChain(chainId)
    if (chainId === context.chainId) return null
    await confirm(context, 'switchChain')
    useChain(context, chainId)
    return null
  },

  // Like MetaMask, the wallet switches to a chain once it is added (wagmi relies on that).
  wallet_addEthereumChain: async (context, params) => {
    const chain = parseAddChainParameter(params[0])
    if (context.chains.has(chain.chainId)) {
      if (chain.chainId !== context.chainId) await confirm(context, 'switchChain')
      useChain(context, chain.chainId)
      return null
    }
    // A real wallet checks the RPC serves the chain it claims before trusting it.
    const served = await forwardRpc(chain.rpcUrl, 'eth_chainId', [])
    if (typeof served !== 'string' || Number(served) !== chain.chainId)
      throw invalidParams(`${chain.rpcUrl} serves chain ${String(served)}, not ${hexChainId(chain.chainId)}.`)
    await confirm(context, 'addChain')
    context.chains.set(chain.chainId, chain)
    useChain(context, chain.chainId)
    return null
  },
}
