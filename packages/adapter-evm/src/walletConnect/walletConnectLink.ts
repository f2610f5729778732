import { sessionChains, type WalletConnectProvider, type WalletConnectSession } from '@latchkit/core'
import { type Address, getAddress } from 'viem'

/** The session the kit handed over, shared by the adapter's WalletConnect connector. */
export type WalletConnectLink = {
  provider: WalletConnectProvider | undefined
  session: WalletConnectSession | undefined
}

/** The live session: the provider's own (it changes on updates and ends on delete), else the one handed over. */
export function currentSession(link: WalletConnectLink): WalletConnectSession | undefined {
  return link.provider ? link.provider.session : link.session
}

/** The EVM chain ids the session approved, in its order. */
export function approvedChainIds(session: WalletConnectSession | undefined): number[] {
  return session ? sessionChains(session, 'eip155').map((caip) => Number(caip.split(':')[1])) : []
}

/** The session's addresses on `chainId` (CAIP-10 accounts `eip155:<id>:<address>`), without duplicates. */
export function sessionAddresses(session: WalletConnectSession | undefined, chainId: number): Address[] {
  const accounts = session?.namespaces.eip155?.accounts ?? []
  const onChain = accounts.filter((account) => account.startsWith(`eip155:${chainId}:`))
  const addresses = (onChain.length > 0 ? onChain : accounts).map((account) =>
    getAddress(account.split(':')[2] ?? ''),
  )
  return [...new Set(addresses)]
}
