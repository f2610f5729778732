import { type EmbeddedWalletConnector, type FeatureModule, type LatchKit, loadOnce } from '@latchkit/core'
import { createEmailFeature } from './emailFeature.js'
import { createLazyEip1193Provider } from './evm/lazyEip1193Provider.js'

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
export type EmbeddedWallet = EmbeddedWalletConnector & {
  /** The email-login feature: pass it to `createLatchKit({ featureModules })`. */
  readonly feature: FeatureModule
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
 *   adapters: [new EvmAdapter({ networks, embeddedWallet: wallet })],
 *   networks,
 *   featureModules: [wallet.feature],
 * })
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  let kit: LatchKit | undefined
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
  return {
    connectorId: embeddedWalletConnectorId,
    name: 'Email',
    eip155Provider: ({ chainIds, read }) =>
      createLazyEip1193Provider({
        chainIds,
        isLoggedIn: () => kit?.embeddedSession.get().loggedIn ?? false,
        load: async (emit) => (await runtime.get()).eip155({ chainIds, read, emit }),
      }),
    feature: createEmailFeature({
      connectorId: embeddedWalletConnectorId,
      runtime: () => runtime.get(),
      onAttach: (attached) => {
        kit = attached
      },
    }),
  }
}
