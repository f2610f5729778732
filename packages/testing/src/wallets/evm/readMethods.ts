import { currentChain, type EvmWalletContext } from './evmWalletContext.js'
import { forwardRpc } from './forwardRpc.js'

// Methods a node would answer with its own keys or state a site must not reach through a wallet.
const refusedNodeMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_coinbase',
  'eth_subscribe',
  'eth_unsubscribe',
])

/** Whether the wallet passes `method` on to its chain's node, as wallets do for reads. */
export const isForwardedRead = (method: string): boolean =>
  /^(eth|net|web3)_/.test(method) && !refusedNodeMethods.has(method)

/** Answers a read (`eth_getBalance`, `eth_call`, `eth_blockNumber`, ...) from the current chain's node. */
export const forwardRead = (context: EvmWalletContext, method: string, params: readonly unknown[]) =>
  forwardRpc(currentChain(context).rpcUrl, method, params)
