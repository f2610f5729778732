import {
  readWalletConnectSession,
  sessionChains,
  type WalletConnectProvider,
  type WalletConnectSession,
} from '@latchkit/core'
import { type Address, getAddress, isAddress } from 'viem'

/** The session the kit handed over, shared by the adapter's WalletConnect connector. */
export type WalletConnectLink = {
  provider: WalletConnectProvider | undefined
  session: WalletConnectSession | undefined
}

/**
 * The live session: the provider's own (it changes on updates and ends on delete), else the one
 * handed over; read like anything the wallet wrote (only well-formed parts are kept).
 */
export function currentSession(link: WalletConnectLink): WalletConnectSession | undefined {
  return readWalletConnectSession(link.provider ? link.provider.session : link.session)
}

/** The EVM chain ids the session approved, in its order. */
export function approvedChainIds(session: WalletConnectSession | undefined): number[] {
  const references = session ? sessionChains(session, 'eip155').map((caip) => caip.split(':')[1] ?? '') : []
  // A CAIP-2 reference may be letters; an EVM chain id is a decimal number.
  return references
    .filter((reference) => /^[1-9]\d{0,15}$/.test(reference))
    .map(Number)
    .filter(Number.isSafeInteger)
}

/**
 * The session's addresses on `chainId` (CAIP-10 accounts `eip155:<id>:<address>`), checksummed,
 * without duplicates; accounts whose address is not an EVM address are left out.
 */
export function sessionAddresses(session: WalletConnectSession | undefined, chainId: number): Address[] {
  const accounts = (session?.namespaces.eip155?.accounts ?? []).filter((account) =>
    isAddress(account.split(':')[2] ?? '', { strict: false }),
  )
  const onChain = accounts.filter((account) => account.startsWith(`eip155:${chainId}:`))
  const addresses = (onChain.length > 0 ? onChain : accounts).map((account) =>
    getAddress(account.split(':')[2] ?? ''),
  )
  return [...new Set(addresses)]
}
