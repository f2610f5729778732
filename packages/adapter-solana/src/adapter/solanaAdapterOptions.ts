import type { EmbeddedWalletConnector } from '@latchkit/core'
import type { Adapter } from '@solana/wallet-adapter-base'
import type { Commitment } from '@solana/web3.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaTokenListing } from '../tokens/solanaTokenListing.js'

/** A custom RPC endpoint: the HTTP URL, or HTTP and WebSocket URLs. */
export type SolanaRpcUrl = string | { http: string; webSocket?: string | undefined }

/** What a site passes to `new SolanaAdapter(...)`. */
export type SolanaAdapterOptions = {
  /**
   * The clusters the site supports: `solanaMainnet`, `solanaDevnet`, `solanaTestnet`, or your own
   * from `defineSolanaNetwork`. At least one; the first is the default.
   */
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  /**
   * Custom RPC endpoints by CAIP-2 network id; they replace the network's default (the public
   * endpoints are rate-limited). A WebSocket URL defaults to the HTTP one with `ws(s)://`.
   * @example { [solanaMainnet.caipNetworkId]: 'https://my-rpc.example' }
   */
  rpcUrls?: Readonly<Record<string, SolanaRpcUrl>> | undefined
  /**
   * `@solana/wallet-adapter-base` adapters the site brings (listed as `EXTERNAL` connectors once
   * their wallet is installed or loadable). Wallets that register through the wallet standard
   * need none.
   */
  connectors?: readonly Adapter[] | undefined
  /**
   * The embedded wallet (email login) from `@latchkit/embedded-wallet`'s `createEmbeddedWallet`:
   * listed as the `AUTH` connector (one login connects it here and in the EVM adapter), its
   * signing done in the wallet's frame. Not a wallet the visitor picks from the list.
   */
  embeddedWallet?: EmbeddedWalletConnector | undefined
  /**
   * Whether wallets that register through the wallet standard (`@wallet-standard/app`) are listed.
   * @default true
   */
  walletStandard?: boolean | undefined
  /**
   * Whether the namespace joins the kit's WalletConnect sessions (`solana` namespace, with the
   * `solana_signMessage`, `solana_signTransaction` and `solana_signAndSendTransaction` methods).
   * @default true
   */
  walletConnect?: boolean | undefined
  /**
   * How long a reconnect waits for a remembered wallet to register before giving up, in ms
   * (extensions register as the page loads).
   * @default 500
   */
  discoveryTimeoutMs?: number | undefined
  /**
   * The commitment balance reads and confirmations wait for.
   * @default 'confirmed'
   */
  commitment?: Commitment | undefined
  /**
   * The SPL tokens the site names in the modal's tokens and activity lists (symbol, name, icon).
   * A mint not listed shows as its shortened address: on-chain token metadata is not read, since
   * anyone can write it.
   * @default []
   * @example [{ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6, caipNetworkId: solanaMainnet.caipNetworkId }]
   */
  tokens?: readonly SolanaTokenListing[] | undefined
}
