import type { ChainNamespace, EmbeddedLogin, LatchKit } from '@latchkit/core'
import type { FrameUser, WalletSetupStep } from '../protocol/framePayloads.js'
import { cancelOnModalClose } from './cancelOnModalClose.js'
import type { EmbeddedFrameClient } from './frameClient.js'

/** The views of a login itself: the modal closes from them once the wallet is connected. */
const loginViews: ReadonlySet<string> = new Set([
  'Connect',
  'EmailLogin',
  'ConnectingSocial',
  'EmbeddedWalletFrame',
])

/** The namespaces an embedded wallet serves (spec section 5: embedded auth supports eip155 and solana). */
const embeddedNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * What every embedded-wallet login does once the service signed the visitor in (email or social):
 * the wallet's set-up in the frame when it asks for the recovery secret, the login recorded, and
 * the connection of each namespace the site's adapters serve with the embedded wallet.
 */
export function createEmbeddedLogin(parameters: {
  kit: LatchKit
  client: EmbeddedFrameClient
  connectorId: string
}) {
  const { kit, client, connectorId } = parameters

  /** The namespaces whose adapter lists the embedded wallet, the active one last (it stays active). */
  function namespacesToConnect(): ChainNamespace[] {
    const state = kit.getState()
    const served = embeddedNamespaces.filter((namespace) =>
      kit
        .getAdapter(namespace)
        ?.getConnectors()
        .some((connector) => connector.id === connectorId),
    )
    const active = state.modal.namespace ?? state.network.activeNamespace
    return [...served.filter((namespace) => namespace !== active), ...served.filter((n) => n === active)]
  }

  /** Runs `request` while the frame shows its own view; closing the modal cancels that view. */
  async function withFrameView<result>(request: () => Promise<result>): Promise<result> {
    const stop = cancelOnModalClose(kit, () => void client.request('Abort', {}).catch(() => {}))
    try {
      return await request()
    } finally {
      stop()
    }
  }

  async function finish(user: FrameUser, social: EmbeddedLogin['social']) {
    kit.embeddedSession.recordLogin({ email: user.email, social })
    for (const namespace of namespacesToConnect()) await kit.connect({ connectorId, namespace })
    // Closed unless the kit moved on meanwhile (the sign-in prompt after a connect stays).
    if (loginViews.has(kit.getState().modal.view)) await kit.close()
  }

  return {
    withFrameView,
    /**
     * Connects the signed-in visitor: at once when the wallet is `ready` on this device, else after
     * the frame asked for the recovery secret (`create` or `recover`) in its own view.
     */
    async connect(step: WalletSetupStep, social?: EmbeddedLogin['social']) {
      if (step === 'ready') return finish(await client.request('GetUser', {}), social)
      kit.navigate('EmbeddedWalletFrame', { frameStep: step })
      const user = await withFrameView(() => client.request('SetupWallet', {}))
      await finish(user, social)
    },
  }
}
