import type { WalletConnectSessionEvent } from '@latchkit/core'

// A CAIP-2 reference: what follows `polkadot:` (the first 32 hex digits of the genesis hash).
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The `polkadot` chain (CAIP-2) a wallet moved to, from its `chainChanged` session event;
 * `undefined` for another event, an event on another namespace's chain, or data that names no
 * Polkadot chain.
 *
 * Wallets name the new chain in the event's data, as the CAIP-2 id (`polkadot:<reference>`) or as
 * its bare reference, the forms `@walletconnect/universal-provider` reads too; the event's own
 * `chainId` may still be the chain they left, so it only says the event is a `polkadot` one. (EVM
 * wallets send a chain number, which names no Polkadot chain.)
 */
export function announcedPolkadotChain(event: WalletConnectSessionEvent): string | undefined {
  const { event: announced, chainId } = event?.params ?? {}
  if (announced?.name !== 'chainChanged' || !chainId?.startsWith('polkadot:')) return undefined
  const data = announced.data
  if (typeof data !== 'string') return undefined
  const reference = data.startsWith('polkadot:') ? data.slice('polkadot:'.length) : data
  return chainReference.test(reference) ? `polkadot:${reference}` : undefined
}
