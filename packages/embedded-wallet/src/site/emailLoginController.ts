import type { ChainNamespace, EmailLoginController, LatchKit } from '@latchkit/core'
import { isValidEmail } from '../protocol/email.js'
import type { FrameUser } from '../protocol/framePayloads.js'
import { cancelOnModalClose } from './cancelOnModalClose.js'
import { EmailLoginTooSoonError, InvalidEmailError, NoPendingEmailLoginError } from './errors.js'
import type { EmbeddedFrameClient } from './frameClient.js'

/** The views of the login itself. */
const loginViews: ReadonlySet<string> = new Set(['Connect', 'EmailLogin', 'EmbeddedWalletFrame'])

/** The namespaces an embedded wallet serves (spec section 5: embedded auth supports eip155 and solana). */
const embeddedNamespaces: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * The email login's flows (spec section 4): the code, the wallet's set-up in the frame, the
 * connection of each namespace the site's adapters serve with the embedded wallet, the email
 * change, and key export.
 */
export function createEmailLoginController(parameters: {
  kit: LatchKit
  client: EmbeddedFrameClient
  connectorId: string
  /** Rejects (with the modal's alert) when the page may not use this project's embedded wallet. */
  assertSiteOriginAllowed: (kit: LatchKit) => Promise<void>
}): EmailLoginController {
  const { kit, client, connectorId } = parameters
  let pendingEmail: string | undefined

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

  async function finishLogin(user: FrameUser) {
    kit.embeddedSession.recordLogin({ email: user.email ?? undefined })
    pendingEmail = undefined
    for (const namespace of namespacesToConnect()) await kit.connect({ connectorId, namespace })
    // Closed unless the kit moved on meanwhile (the sign-in prompt after a connect stays).
    if (loginViews.has(kit.getState().modal.view)) await kit.close()
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

  /** Shows the frame while it asks the visitor for the wallet's recovery secret, then connects. */
  async function setUpWallet(step: 'create' | 'recover') {
    kit.navigate('EmbeddedWalletFrame', { frameStep: step })
    const user = await withFrameView(() => client.request('SetupWallet', {}))
    await finishLogin(user)
  }

  async function sendCode(email: string) {
    const seconds = kit.embeddedSession.emailLoginWaitSeconds()
    if (seconds > 0) {
      kit.showSnackbar('EMAIL_LOGIN_TOO_SOON', { values: { seconds }, severity: 'error' })
      throw new EmailLoginTooSoonError({ seconds })
    }
    const { action } = await client.request('ConnectEmail', { email })
    pendingEmail = email
    if (action !== 'CONNECT') kit.embeddedSession.recordCodeSent()
    return action
  }

  return {
    get pendingEmail() {
      return pendingEmail
    },
    async connectEmail({ email }) {
      const address = email.trim()
      if (!isValidEmail(address)) throw new InvalidEmailError()
      await parameters.assertSiteOriginAllowed(kit)
      const action = await sendCode(address)
      if (action === 'CONNECT') await finishLogin(await client.request('GetUser', {}))
      else
        kit.navigate('EmailLogin', {
          email: address,
          emailStep: action === 'VERIFY_DEVICE' ? 'device' : 'otp',
        })
      return { action }
    },
    async connectDevice() {
      const email = pendingEmail
      if (!email) throw new NoPendingEmailLoginError()
      // Leaving the device step (Back, another email, closing) ends the frame's wait.
      const stop = kit.subscribe(
        ({ modal }) => modal.isOpen && modal.view === 'EmailLogin' && modal.data?.emailStep === 'device',
        (waiting) => {
          if (!waiting) void client.request('Abort', {}).catch(() => {})
        },
      )
      try {
        await client.request('ConnectDevice', {})
      } finally {
        stop()
      }
      if (kit.getState().modal.view === 'EmailLogin')
        kit.navigate('EmailLogin', { email, emailStep: 'otp' }, { replace: true })
    },
    async resendCode() {
      if (!pendingEmail) throw new NoPendingEmailLoginError()
      const action = await sendCode(pendingEmail)
      const step = action === 'VERIFY_DEVICE' ? 'device' : 'otp'
      if (kit.getState().modal.view === 'EmailLogin' && kit.getState().modal.data?.emailStep !== step)
        kit.navigate('EmailLogin', { email: pendingEmail, emailStep: step }, { replace: true })
    },
    async connectOtp({ otp }) {
      if (!pendingEmail) throw new NoPendingEmailLoginError()
      const { wallet } = await client.request('ConnectOtp', { otp })
      if (wallet === 'ready') await finishLogin(await client.request('GetUser', {}))
      else await setUpWallet(wallet)
    },
    showFrame: (element) => client.host.show(element as Element),
    async updateEmail({ email }) {
      const address = email.trim()
      if (!isValidEmail(address)) throw new InvalidEmailError()
      await client.request('UpdateEmail', { email: address })
    },
    async verifyPrimaryOtp({ otp }) {
      await client.request('UpdateEmailPrimaryOtp', { otp })
    },
    async verifySecondaryOtp({ otp }) {
      const { email } = await client.request('UpdateEmailSecondaryOtp', { otp })
      kit.embeddedSession.recordLogin({ email })
    },
    async emailUpdateState() {
      const answer = await client.request('GetEmailUpdateState', {})
      if (answer.state === 'done') kit.embeddedSession.recordLogin({ email: answer.email })
      return answer
    },
    async exportKey() {
      kit.navigate('EmbeddedWalletFrame', { frameStep: 'export' })
      try {
        await withFrameView(() => client.request('ExportKey', {}))
      } finally {
        if (kit.getState().modal.view === 'EmbeddedWalletFrame') kit.goBack()
      }
    },
  }
}
