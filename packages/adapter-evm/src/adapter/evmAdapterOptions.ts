import type { EmbeddedWalletConnector } from '@latchkit/core'
import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { EvmTokenListing } from '../account/evmTokenListing.js'

/** What a site passes to `new EvmAdapter(...)`. */
export type EvmAdapterOptions = {
  /**
   * The networks the site supports, as viem chains (`import { mainnet } from 'viem/chains'`).
   * Optional with `wagmiConfig` (its chains are used); otherwise at least one.
   */
  networks?: readonly [Chain, ...Chain[]] | undefined
  /**
   * The site's own wagmi config. The adapter connects through it, so the site's wagmi hooks and
   * the modal share one connection. Without it the adapter builds one (see `adapter.wagmiConfig`).
   */
  wagmiConfig?: Config | undefined
  /**
   * Your own transports by chain id, used as they are: `{ [mainnet.id]: http('https://my-rpc.example') }`.
   * Only when the adapter builds the wagmi config. For plain URLs, `rpcUrls` is simpler.
   * @default see `rpcUrls`
   */
  transports?: Record<number, Transport> | undefined
  /**
   * Your own RPC URLs by chain id, one or several: a chain listed here reads only through them
   * (never the provider RPC host). Several are ranked: each pinged every 4 s once the chain is
   * first read, and requests go to the best (stability 0.7, latency 0.3), the others behind it.
   * Each URL: 3 retries from 150 ms (or the answer's Retry-After), 10 s a request. Only when the
   * adapter builds the wagmi config.
   * @default with `projectId`, the provider RPC host then the chain's `rpcUrls.default.http`;
   * without, the chain's `rpcUrls.default.http`
   * @example
   * rpcUrls: { [mainnet.id]: ['https://eth.my-node.example', 'https://backup.example/eth'] }
   */
  rpcUrls?: Record<number, string | readonly string[]> | undefined
  /**
   * Your project id, the kit's `projectId`: chains without a transport or `rpcUrls` of yours read
   * through the provider RPC host (`<blockchainApiUrl>/v1/?chainId=eip155:<id>&projectId=…`)
   * first, and the chain's public RPC URLs when it fails. Only when the adapter builds the config.
   * @default none: chains read through their public RPC URLs
   */
  projectId?: string | undefined
  /**
   * The provider host, as the kit's `blockchainApiUrl` (for your own proxy, or a test server).
   * @default 'https://rpc.walletconnect.org'
   */
  blockchainApiUrl?: string | undefined
  /**
   * More wagmi connectors, for example a WalletConnect connector (its wagmi `type` must be
   * `'walletConnect'` to be listed as `WALLET_CONNECT`). Only when the adapter builds the config.
   */
  connectors?: readonly CreateConnectorFn[] | undefined
  /**
   * The embedded wallet (email login) from `@latchkit/embedded-wallet`'s `createEmbeddedWallet`:
   * listed as the `AUTH` connector, its signing done in the wallet's frame, its reads through
   * this adapter's transports. Only when the adapter builds the config; with your own
   * `wagmiConfig`, add `embeddedWalletConnector(wallet)` to its connectors instead.
   */
  embeddedWallet?: EmbeddedWalletConnector | undefined
  /**
   * Where wagmi keeps its connection state (`createStorage({ storage: cookieStorage })` for SSR).
   * Only when the adapter builds the config.
   * @default localStorage in browsers, nothing elsewhere
   */
  storage?: Storage | null | undefined
  /** Whether the page is rendered on a server first. @default false */
  ssr?: boolean | undefined
  /**
   * How often viem polls (transaction receipts, block numbers), in milliseconds.
   * @default 4000
   */
  pollingInterval?: number | undefined
  /**
   * Whether wallets announced over EIP-6963 are listed.
   * @default true
   */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * The ERC-20 tokens the modal lists in an account's balances, per network (`getTokenBalances`):
   * each one the account holds is shown after the native currency. What a listing leaves out
   * (symbol, name, decimals) is read from the token contract. Checked when balances are first
   * read (an `EvmAdapterOptionsError` then), so that checking costs no page its first download.
   * @default [] (the native currency only)
   * @example
   * tokens: [{ chainId: mainnet.id, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }]
   */
  tokens?: readonly EvmTokenListing[] | undefined
  /**
   * Etherscan-compatible account APIs (Etherscan, a Blockscout you may host yourself) by chain id,
   * for the modal's activity (`getTransactions`). Anything in the URL's query (`?chainid=1&apikey=…`)
   * is sent with every request: the page shows it to anyone, so prefer an API without a key, or
   * your own proxy. Checked when history is first read (an `EvmAdapterOptionsError` then).
   * @default each network's `blockExplorers.default.apiUrl`; no activity on a network without one
   * @example
   * explorerApiUrls: { [mainnet.id]: 'https://eth.blockscout.com/api' }
   */
  explorerApiUrls?: Record<number, string> | undefined
}

/** Options that shape a wagmi config the adapter builds; they cannot apply to the site's own. */
export const configBuildingOptions = [
  'transports',
  'rpcUrls',
  'projectId',
  'blockchainApiUrl',
  'connectors',
  'embeddedWallet',
  'storage',
  'ssr',
  'pollingInterval',
  'multiInjectedProviderDiscovery',
] as const satisfies readonly (keyof EvmAdapterOptions)[]
