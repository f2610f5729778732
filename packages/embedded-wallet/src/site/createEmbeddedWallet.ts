import { type EmbeddedWalletConnector, type FeatureModule, type LatchKit, loadOnce } from '@latchkit/core'
import { createEmailFeature } from './emailFeature.js'
import type { AccountTypePreference } from './evm/embeddedEip1193Provider.js'
import { createLazyEip1193Provider } from './evm/lazyEip1193Provider.js'
import { createFarcasterFeature } from './farcasterFeature.js'
import { createSmartSessionsFeature } from './smartSessionsFeature.js'
import { createSocialFeature } from './socialFeature.js'
import { createLazySolanaWallet, type EmbeddedSolanaWallet } from './solana/lazySolanaWallet.js'

/** The embedded wallet's connector id in every namespace. */
export const embeddedWalletConnectorId = 'latchkit-embedded'

export type EmbeddedWalletOptions = {
  /** The wallet service's URL (`latchkit-wallet-server`), on its own origin. */
  serviceUrl: string
  /** The project whose allowed origins include this site. */
  projectId: string
  /** The frame's accessible name. @default 'Wallet' */
  frameTitle?: string
  /** For tests: the frame's load and request timeouts (spec: 20 s and 120 s). */
  timeouts?: { loadMs?: number; requestMs?: number }
}

/** The embedded wallet a site adds to its adapters and its kit. */
export type EmbeddedWallet = Omit<EmbeddedWalletConnector, 'solanaWallet'> & {
  /** The email-login feature: pass it to `createLatchKit({ featureModules })`. */
  readonly feature: FeatureModule
  /**
   * The social-login feature (Google, GitHub, Apple, Facebook, X, Discord: the kit's
   * `features.socials` lists those offered, each configured on the wallet service): pass it to
   * `createLatchKit({ featureModules })` beside `feature`.
   */
  readonly socialFeature: FeatureModule
  /**
   * Sign In With Farcaster (on while social login is: `features.socials`), when the wallet service
   * is configured for it: pass it to `featureModules` too.
   */
  readonly farcasterFeature: FeatureModule
  /**
   * The smart account's sessions (ERC-7715 permissions sites were granted), listed and revoked in
   * the modal: pass it to `featureModules` where the wallet service offers smart accounts.
   */
  readonly smartSessionsFeature: FeatureModule
  /**
   * The wallet-standard wallet for the `solana` namespace (what `SolanaAdapter` lists as `AUTH`):
   * not registered on the page, light until its first request.
   */
  solanaWallet(parameters: { chains: readonly string[] }): EmbeddedSolanaWallet
}

/**
 * The embedded wallet (email login) for a site: a connector the adapters serve (type `AUTH`) and
 * the email feature of the modal. Only this small part is in the page at start: the frame, the
 * providers and the views download when the visitor starts an email login, or when the kit
 * restores a login they made earlier. No request leaves the page before either.
 *
 * @example
 * const wallet = createEmbeddedWallet({ serviceUrl: 'https://wallet.example.com', projectId: 'shop' })
 * const kit = createLatchKit({
 *   adapters: [
 *     new EvmAdapter({ networks, embeddedWallet: wallet }),
 *     new SolanaAdapter({ networks: [solanaMainnet], embeddedWallet: wallet }),
 *   ],
 *   networks: [...networks, solanaMainnet],
 *   featureModules: [wallet.feature],
 * })
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  let kit: LatchKit | undefined
  const isLoggedIn = () => kit?.embeddedSession.get().loggedIn ?? false
  const runtime = loadOnce(() =>
    import('./embeddedRuntime.js').then(({ createEmbeddedRuntime }) =>
      createEmbeddedRuntime(
        {
          serviceUrl: options.serviceUrl,
          projectId: options.projectId,
          title: options.frameTitle ?? 'Wallet',
          loadTimeoutMs: options.timeouts?.loadMs,
          requestTimeoutMs: options.timeouts?.requestMs,
        },
        kit,
      ),
    ),
  )
  // The visitor's choice between their EOA and smart account, kept by the kit (spec section 3).
  const accountType: AccountTypePreference = {
    preferred: () => kit?.embeddedSession.preferredAccountType('eip155') ?? 'eoa',
    onChange(listener) {
      kit?.embeddedSession.onPreferredAccountTypeChange(async (namespace) => {
        if (namespace === 'eip155') await listener()
      })
    },
    recordNetworks: (chainIds) =>
      kit?.embeddedSession.recordSmartAccountNetworks(
        chainIds.map((chainId) => `eip155:${chainId}` as const),
      ),
    recordDeployed: (deployed) => kit?.embeddedSession.recordSmartAccountDeployed('eip155', deployed),
  }
  const name = 'Email'
  const service = { serviceUrl: options.serviceUrl, projectId: options.projectId }
  const onAttach = (attached: LatchKit) => {
    kit = attached
  }
  return {
    connectorId: embeddedWalletConnectorId,
    name,
    eip155Provider: ({ chainIds, read }) =>
      createLazyEip1193Provider({
        chainIds,
        isLoggedIn,
        load: async (emit) => (await runtime.get()).eip155({ chainIds, read, emit, accountType }),
      }),
    solanaWallet: ({ chains }) => {
      const wallet = createLazySolanaWallet({
        name,
        chains,
        isLoggedIn,
        load: async (setAccounts) => (await runtime.get()).solana({ chains: wallet.chains, setAccounts }),
      })
      return wallet
    },
    feature: createEmailFeature({
      connectorId: embeddedWalletConnectorId,
      service,
      runtime: () => runtime.get(),
      onAttach,
    }),
    socialFeature: createSocialFeature({
      connectorId: embeddedWalletConnectorId,
      service,
      runtime: () => runtime.get(),
      onAttach,
    }),
    farcasterFeature: createFarcasterFeature({
      connectorId: embeddedWalletConnectorId,
      service,
      runtime: () => runtime.get(),
      onAttach,
    }),
    smartSessionsFeature: createSmartSessionsFeature({ runtime: () => runtime.get(), onAttach }),
  }
}
