import { parseCaipAddress, parseCaipNetworkId } from '../caip/caip.js'
import { cleanUntrustedText } from '../utils/untrustedText.js'
import type { WalletConnectSession, WalletConnectSessionNamespace } from './walletConnectSession.js'

// A WalletConnect session is written by the wallet, relayed, and kept in the page's storage: what
// reaches the kit is untrusted. It is read through here, which keeps only well-formed parts.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The namespace of a CAIP id, or `undefined` when `parse` refuses it. */
function namespaceOf(parse: (id: string) => { namespace: string }, id: string): string | undefined {
  try {
    return parse(id).namespace
  } catch {
    return undefined
  }
}

/** One namespace's part: only CAIP-2 chains and CAIP-10 accounts of that namespace are kept. */
function readNamespace(namespace: string, value: unknown): WalletConnectSessionNamespace | undefined {
  if (!isRecord(value)) return undefined
  const accounts = strings(value.accounts).filter((id) => namespaceOf(parseCaipAddress, id) === namespace)
  const chains = strings(value.chains).filter((id) => namespaceOf(parseCaipNetworkId, id) === namespace)
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
 * left out; the wallet's name is cleaned like any untrusted text. Never throws.
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
    const name = typeof metadata.name === 'string' ? cleanUntrustedText(metadata.name) : ''
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
