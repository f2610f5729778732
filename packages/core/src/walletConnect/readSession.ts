import type { WalletConnectSession, WalletConnectSessionNamespace } from './walletConnectSession.js'

// A WalletConnect session is written by the wallet, relayed, and kept in the page's storage: what
// reaches the kit is untrusted. It is read through here, which keeps only well-formed parts. The
// checks are structural (a CAIP id's parts, of the right namespace): each adapter checks its
// addresses, and the wallet's name is cleaned where every connector's is. This module does not
// import the kit's CAIP parser, so the WalletConnect code shares no module with the first download.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

// CAIP-2's namespace and reference and CAIP-10's address, as their specifications allow them.
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const addressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/** Whether `id` is a CAIP-2 id (`withAddress`: a CAIP-10 id) of `namespace`. */
function isIdOf(namespace: string, id: string, withAddress: boolean): boolean {
  const parts = id.split(':')
  const [prefix = '', reference = '', address = ''] = parts
  return (
    parts.length === (withAddress ? 3 : 2) &&
    prefix === namespace &&
    namespacePattern.test(prefix) &&
    referencePattern.test(reference) &&
    (!withAddress || addressPattern.test(address))
  )
}

/** One namespace's part: only CAIP-2 chains and CAIP-10 accounts of that namespace are kept. */
function readNamespace(namespace: string, value: unknown): WalletConnectSessionNamespace | undefined {
  if (!isRecord(value)) return undefined
  const accounts = strings(value.accounts).filter((id) => isIdOf(namespace, id, true))
  const chains = strings(value.chains).filter((id) => isIdOf(namespace, id, false))
  return {
    ...(Array.isArray(value.chains) ? { chains } : {}),
    accounts,
    methods: strings(value.methods),
    events: strings(value.events),
  }
}

/**
 * Reads an approved WalletConnect session as the kit and the adapters use it, or `undefined` when
 * `value` is not one (no topic, no namespaces). Accounts that are not CAIP-10 ids of their
 * namespace, chains that are not CAIP-2 ids of it, and non-string methods, events and icons are
 * left out, and a name that is not a string gives way to 'WalletConnect'. Never throws.
 */
export function readWalletConnectSession(value: unknown): WalletConnectSession | undefined {
  try {
    if (!isRecord(value) || typeof value.topic !== 'string' || !isRecord(value.namespaces)) return undefined
    const namespaces: Record<string, WalletConnectSessionNamespace> = {}
    for (const [namespace, part] of Object.entries(value.namespaces)) {
      const read = readNamespace(namespace, part)
      if (read) namespaces[namespace] = read
    }
    const metadata = isRecord(value.peer) && isRecord(value.peer.metadata) ? value.peer.metadata : {}
    const name = typeof metadata.name === 'string' ? metadata.name.trim() : ''
    return {
      topic: value.topic,
      namespaces,
      peer: {
        metadata: {
          name: name || 'WalletConnect',
          ...(typeof metadata.description === 'string' ? { description: metadata.description } : {}),
          ...(typeof metadata.url === 'string' ? { url: metadata.url } : {}),
          icons: strings(metadata.icons),
        },
      },
    }
  } catch {
    // A getter that throws, or a proxy.
    return undefined
  }
}
