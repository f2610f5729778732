import type { CaipNetworkId } from '../caip/caip.js'

/** A wallet of the registry (spec section 3), or a custom wallet the site adds. */
export type Wallet = {
  id: string
  name: string
  /** Reverse-DNS id the wallet announces over EIP-6963, used to match installed wallets. */
  rdns?: string | null | undefined
  /** Registry image id; the image URL is `getWalletImageUrl(image_id)`. */
  image_id?: string | undefined
  /** A ready image URL (custom wallets). */
  image_url?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** CAIP-2 networks the wallet supports. */
  chains?: readonly CaipNetworkId[] | undefined
  installed?: boolean | undefined
  display_index?: number | undefined
}

/** Social login providers (spec section 5). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Who an embedded-wallet login was made with besides email: a social provider, or Farcaster. */
export type LoginProvider = SocialProvider | 'farcaster'

/**
 * The project's remote features (spec section 3). A list value means "on, with these
 * providers"; `false` means off.
 */
export type RemoteFeatures = {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: readonly string[] | false
  onramp: readonly string[] | false
  activity: boolean
  /** Whether the modal shows the kit's branding footer (AppKit calls it `reownBranding`). */
  branding: boolean
  multiWallet: boolean
}

export type WalletBadge = 'certified' | 'none'

export type GetWalletsParameters = {
  /** 1-based page number. */
  page: number
  entries: number
  search?: string | undefined
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  /** Only wallets supporting one of these networks. */
  chains?: readonly CaipNetworkId[] | undefined
  badge?: WalletBadge | undefined
  signal?: AbortSignal | undefined
}

export type GetWalletsReturnType = { data: Wallet[]; count: number }

/**
 * The wallet registry (spec section 7). Every GET carries `st`, `sv` and `projectId`.
 * A site can replace it with an object literal (self-hosted registry, tests).
 */
export type WalletRegistry = {
  getWallets(parameters: GetWalletsParameters): Promise<GetWalletsReturnType>
  /**
   * The project's remote features, only those the registry states; `null` when the fetch fails
   * (the kit then warns and keeps local settings, spec section 8).
   */
  getRemoteFeatures(): Promise<Partial<RemoteFeatures> | null>
  /**
   * The origins allowed to use email and social login.
   * @throws {AllowedOriginsError} code `RATE_LIMITED` on 429, `SERVER_ERROR` on 500-599; any
   * other failure yields an empty list.
   */
  getAllowedOrigins(): Promise<string[]>
  getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
  getWalletImageUrl(imageId: string): string
  getAssetImageUrl(assetId: string): string
  getCurrencyImageUrl(currencyId: string): string
  getTokenImageUrl(tokenSymbol: string): string
}
