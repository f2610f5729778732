import type { ChainNamespace } from '../network/namespaces.js'
import type { WalletConnectSessionEvent } from './walletConnectSession.js'

// A CAIP-2 reference: what follows `<namespace>:` (for Solana and Polkadot, the first 32
// characters of the genesis hash).
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The `namespace` chain (CAIP-2) a WalletConnect wallet moved to, from its `chainChanged` session
 * event; `undefined` for another event, an event on another namespace's chain, or data that names
 * no chain of `namespace`.
 *
 * Wallets name the new chain in the event's data, as the CAIP-2 id (`solana:<reference>`) or as
 * its bare reference, the forms `@walletconnect/universal-provider` reads too; the event's own
 * `chainId` may still be the chain they left, so it only says which namespace the event is for.
 * (EVM wallets send a chain number, which names no Solana or Polkadot chain.)
 *
 * @example
 * announcedChain({ params: { event: { name: 'chainChanged', data: 'EtWTRABZ…' }, chainId: 'solana:5eykt…' } }, 'solana')
 * // 'solana:EtWTRABZ…'
 */
export function announcedChain(
  event: WalletConnectSessionEvent,
  namespace: ChainNamespace,
): string | undefined {
  const prefix = `${namespace}:`
  const { event: announced, chainId } = event?.params ?? {}
  if (announced?.name !== 'chainChanged' || !chainId?.startsWith(prefix)) return undefined
  const data = announced.data
  if (typeof data !== 'string') return undefined
  const reference = data.startsWith(prefix) ? data.slice(prefix.length) : data
  return chainReference.test(reference) ? `${prefix}${reference}` : undefined
}
