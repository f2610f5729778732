import type { EmailLoginController, LatchKit } from '@latchkit/core'
import { isValidEmail } from '../protocol/email.js'
import { createEmbeddedLogin } from './embeddedLogin.js'
import { EmailLoginTooSoonError, InvalidEmailError, NoPendingEmailLoginError } from './errors.js'
import type { EmbeddedFrameClient } from './frameClient.js'

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

  const login = createEmbeddedLogin({ kit, client, connectorId })
  const { withFrameView } = login

  async function connect(step: 'ready' | 'create' | 'recover') {
    await login.connect(step)
    pendingEmail = undefined
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
      if (action === 'CONNECT') await connect('ready')
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
      await connect(wallet)
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
      kit.embeddedSession.recordEmail(email)
    },
    async emailUpdateState() {
      const answer = await client.request('GetEmailUpdateState', {})
      if (answer.state === 'done') kit.embeddedSession.recordEmail(answer.email)
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
