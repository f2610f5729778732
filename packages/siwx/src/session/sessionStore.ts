import { type CaipNetworkId, createKitStorage, type SiwxSession, type Storage } from '@latchkit/core'

/** Whether two addresses of `chainId`'s namespace are the same account (EVM addresses ignore case). */
export function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

/**
 * Sign-in sessions kept in the kit's storage under its sign-in-token key (`@latchkit/siwxSessions`),
 * so they survive a reload and the kit and this package read the same list.
 */
export function createSessionStore(storage: Storage | undefined) {
  const kitStorage = createKitStorage({ storage })
  const read = (): SiwxSession[] => kitStorage.get('siwxSessions') ?? []
  const write = (sessions: readonly SiwxSession[]) =>
    sessions.length ? kitStorage.set('siwxSessions', [...sessions]) : kitStorage.remove('siwxSessions')
  const matches = (session: SiwxSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
  return {
    read,
    write,
    /** Sessions of `address` on `chainId`. */
    find: (chainId: CaipNetworkId, address: string) =>
      read().filter((session) => matches(session, chainId, address)),
    /** Keeps `session`, replacing earlier ones of the same account and network. */
    add(session: SiwxSession) {
      const { chainId, accountAddress } = session.data
      write([...read().filter((kept) => !matches(kept, chainId, accountAddress)), session])
    },
    remove(chainId: CaipNetworkId, address: string) {
      write(read().filter((session) => !matches(session, chainId, address)))
    },
  }
}
