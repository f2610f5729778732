import type { WalletConnectSessionEvent } from '@latchkit/core'

// A CAIP-2 reference: what follows `solana:` (the first 32 characters of the genesis hash).
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The `solana` chain (CAIP-2) a wallet moved to, from its `chainChanged` session event; `undefined`
 * for another event, an event on another namespace's chain, or data that names no Solana chain.
 *
 * Wallets name the new chain in the event's data, as the CAIP-2 id (`solana:<reference>`) or as
 * its bare reference, the forms `@walletconnect/universal-provider` reads too; the event's own
 * `chainId` may still be the chain they left, so it only says the event is a `solana` one. (EVM
 * wallets send a chain number, which names no Solana chain.)
 */
export function announcedSolanaChain(event: WalletConnectSessionEvent): string | undefined {
  const { event: announced, chainId } = event?.params ?? {}
  if (announced?.name !== 'chainChanged' || !chainId?.startsWith('solana:')) return undefined
  const data = announced.data
  if (typeof data !== 'string') return undefined
  const reference = data.startsWith('solana:') ? data.slice('solana:'.length) : data
  return chainReference.test(reference) ? `solana:${reference}` : undefined
}
