import type { Storage } from '@latchkit/core'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'

/** What `new PolkadotAdapter(...)` takes. */
export type PolkadotAdapterOptions = {
  /** The networks to serve: `polkadot`, `kusama`, `polkadotAssetHub`... or `definePolkadotNetwork(...)`. */
  networks: readonly PolkadotNetwork[]
  /** Another node per network (CAIP-2 id → `wss://` URL), e.g. your own or a paid provider's. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /**
   * The name extensions show the visitor when the site asks to see their accounts (`enable`).
   * @default the page's title, else its host name
   */
  appName?: string | undefined
  /**
   * When to look again for extensions that inject `window.injectedWeb3` late, in ms after start.
   * @default [100, 500, 1500, 3000]
   */
  discoveryRetryMs?: readonly number[] | undefined
  /**
   * How long `connect` and `reconnect` wait for an extension that is not there yet (a reload
   * restores a connection before the extension injected itself).
   * @default 1000
   */
  discoveryTimeoutMs?: number | undefined
  /**
   * Where the adapter remembers which extensions the visitor let the site use, so that a reload
   * restores those without a prompt and asks no other (an extension's `enable` prompts for a site
   * it does not know). Pass the kit's storage when it is not `localStorage` (cookies, for server
   * rendering).
   * @default localStorage (nothing is remembered where it is unavailable)
   */
  storage?: Storage | undefined
  /**
   * Whether the namespace joins the kit's WalletConnect sessions (`polkadot`, with the
   * `polkadot_signTransaction` and `polkadot_signMessage` methods). `false` leaves
   * `adapter.walletConnect` undefined: the kit's QR code then pairs the site's other namespaces only.
   * @default true
   */
  walletConnect?: false | undefined
}
