import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

/** What `new BitcoinAdapter(...)` takes. */
export type BitcoinAdapterOptions = {
  /** The networks to serve: `bitcoinMainnet`, `bitcoinTestnet4`... or `defineBitcoinNetwork(...)`. */
  networks: readonly BitcoinNetwork[]
  /** Another Esplora-shaped API per network (CAIP-2 id → base URL), e.g. your own esplora. */
  esploraUrls?: Readonly<Record<string, string>> | undefined
  /**
   * Whether to list wallet-standard wallets with the Bitcoin features (Phantom, Magic Eden).
   * @default true
   */
  walletStandard?: boolean | undefined
  /**
   * When to look again for wallets that inject their globals late (Leather), in ms after start.
   * @default [100, 500, 1500, 3000]
   */
  discoveryRetryMs?: readonly number[] | undefined
  /**
   * How long `connect` and `reconnect` wait for a wallet that is not there yet (a reload restores
   * a connection before the wallet injected itself).
   * @default 1000
   */
  discoveryTimeoutMs?: number | undefined
  /**
   * Whether the namespace joins the kit's WalletConnect sessions (`bip122`, with the
   * `signMessage`, `signPsbt` and `getAccountAddresses` methods and the `bip122_addressesChanged`
   * event). `false` leaves `adapter.walletConnect` undefined: the kit's QR code then pairs the
   * site's other namespaces only.
   * @default true
   */
  walletConnect?: false | undefined
  /** The fetch the Esplora client uses. @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}
