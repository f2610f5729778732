import { type Hex, serializeErc6492Signature } from 'viem'
import { currentChain, type EvmWalletContext } from './evmWalletContext.js'
import { forwardRpc } from './forwardRpc.js'

/**
 * The signature a site receives for `signature` (made by the active key): as is, unless the
 * wallet presents a smart account that is not deployed on its current chain yet, which wraps it
 * per ERC-6492 with the account's factory call so a verifier can simulate the deployment.
 */
export async function smartAccountSignature(context: EvmWalletContext, signature: Hex): Promise<Hex> {
  const deployment = context.smartAccount?.deployment
  if (!context.smartAccount || !deployment) return signature
  const code = await forwardRpc(currentChain(context).rpcUrl, 'eth_getCode', [
    context.smartAccount.address,
    'latest',
  ])
  if (typeof code === 'string' && code !== '0x') return signature
  return serializeErc6492Signature({
    address: deployment.factory,
    data: deployment.factoryData,
    signature,
  })
}
