import type { RemoteFeatures } from '../../../core/src/contracts/walletRegistry.js'
import type { EvmReader } from './evmReader.js'
import type { RegistryWallet } from './walletDataSet.js'

/** What the rig's registry answers; change it per test with `registry.configure(...)`. */
export type RegistryConfig = {
  /** The project's remote features; `null` makes GET /appkit/v1/config answer 404. */
  remoteFeatures: Partial<RemoteFeatures> | null
  /** Origins allowed for email and social login (exact, or with `*` wildcards). */
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
  /** Networks of the provider API (CAIP-2). */
  supportedChains: { http: string[]; ws: string[] }
  /** When set, GETs with another projectId get 403. */
  projectId: string | undefined
}

export type RegistryNameProfile = {
  name: string
  addresses: Record<string, { address: string }>
  attributes: Record<string, string>
}

export type RegistryAnalyticsEvent = {
  projectId: string
  st: string
  sv: string
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: unknown
}

/** Everything the routes read and write. */
export type RegistryState = {
  config: RegistryConfig
  wallets: readonly RegistryWallet[]
  evm: EvmReader
  /** Registered names (`name.reown.id`), by name. */
  names: Map<string, RegistryNameProfile>
  /** Smart sessions by lower-case address. */
  sessions: Map<string, { pci: string; [field: string]: unknown }[]>
  analyticsEvents: RegistryAnalyticsEvent[]
  /** `http://127.0.0.1:<port>`, for URLs the routes hand out. */
  baseUrl: string
}

export const defaultRemoteFeatures: RemoteFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
  swaps: ['rig-swap'],
  onramp: ['rig-onramp'],
  activity: true,
  branding: true,
  multiWallet: false,
}

export const defaultSupportedChains = {
  http: [
    'eip155:1',
    'eip155:10',
    'eip155:137',
    'eip155:8453',
    'eip155:31337',
    'eip155:31338',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  ],
  ws: ['eip155:1', 'eip155:31337', 'eip155:31338'],
}
