import { base58 } from '@scure/base'
import { isValidEmail } from '../protocol/email.js'
import type { FrameUser } from '../protocol/framePayloads.js'
import type { FrameRequestType } from '../protocol/frameRequests.js'
import { InvalidFramePayloadError } from './errors.js'
import { readRpcRequest, readString } from './readPayload.js'
import { ServiceRequestError } from './service/errors.js'
import type { FrameSession } from './service/frameSession.js'
import type { ServiceClient } from './service/serviceClient.js'
import { signRpc } from './signRpc.js'
import { askApproval } from './ui/approvalView.js'
import { describeRequest } from './ui/describeRequest.js'
import { showKeyExport } from './ui/exportView.js'
import { askRecoveryPassword } from './ui/recoveryView.js'
import { WalletNotReadyError } from './wallet/errors.js'
import type { WalletVault } from './wallet/walletVault.js'

/** What the frame's request handlers work with. */
export type FrameContext = {
  projectId: string
  /** The site's origin, as the handshake verified it. */
  siteOrigin: string
  service: ServiceClient
  session: FrameSession
  vault: WalletVault
  /** Where the frame's views go. */
  root: HTMLElement
}

/**
 * The frame's answers to the site's requests (spec section 7), one handler per type. Whatever the
 * site sends is read as untrusted input; anything that signs or shows a secret goes through a view
 * the frame draws itself.
 */
export function createFrameHandlers(context: FrameContext) {
  const { service, session, vault, root } = context
  let pendingEmail: string | undefined
  /** The view on screen, if any: the site's Abort cancels it. */
  let viewAbort: AbortController | undefined

  async function user(): Promise<FrameUser> {
    const current = session.current()
    if (!current || (await vault.step()) !== 'ready') throw new WalletNotReadyError()
    return { email: current.email, ...(await vault.addresses()) }
  }

  const handlers: Partial<Record<FrameRequestType, (payload: unknown) => Promise<unknown>>> = {
    async ConnectEmail(payload) {
      const email = readString(payload, 'email')
      if (!isValidEmail(email)) throw new InvalidFramePayloadError('email')
      const current = session.current()
      if (current && current.email.toLowerCase() === email.toLowerCase()) {
        const step = await vault.step().catch(() => undefined)
        if (step === 'ready') return { action: 'CONNECT' }
      }
      await service.startEmail({ projectId: context.projectId, email })
      pendingEmail = email
      return { action: 'VERIFY_OTP' }
    },
    async ConnectOtp(payload) {
      const code = readString(payload, 'otp', 12)
      if (!pendingEmail) throw new WalletNotReadyError()
      session.start(await service.verifyEmail({ projectId: context.projectId, email: pendingEmail, code }))
      pendingEmail = undefined
      const step = await vault.step()
      if (step === 'ready' || vault.needsRecoverySecret) return { wallet: step }
      // Managed recovery: the service holds the recovery share, nothing to ask the visitor.
      if (step === 'create') await vault.create(undefined)
      else await vault.recover(undefined)
      return { wallet: 'ready' }
    },
    async SetupWallet() {
      const step = await vault.step()
      if (step !== 'ready' && !vault.needsRecoverySecret) {
        if (step === 'create') await vault.create(undefined)
        else await vault.recover(undefined)
      } else if (step !== 'ready') {
        viewAbort = new AbortController()
        await askRecoveryPassword(root, {
          mode: step,
          signal: viewAbort.signal,
          submit: async (password) => {
            if (step === 'create') await vault.create({ password })
            else await vault.recover({ password })
          },
        })
      }
      return user()
    },
    GetUser: () => user(),
    async IsConnected() {
      return {
        isConnected: await user().then(
          () => true,
          () => false,
        ),
      }
    },
    async SignOut() {
      await session.signOut()
      return {}
    },
    async Rpc(payload) {
      const request = readRpcRequest(payload)
      const { evmAddress, solanaAddress } = await user()
      viewAbort = new AbortController()
      await askApproval(root, {
        siteOrigin: context.siteOrigin,
        description: describeRequest(request, request.namespace === 'solana' ? solanaAddress : evmAddress),
        signal: viewAbort.signal,
      })
      return { result: await vault.withAccounts((accounts) => signRpc(request, accounts)) }
    },
    async UpdateEmail(payload) {
      const email = readString(payload, 'email')
      if (!isValidEmail(email)) throw new InvalidFramePayloadError('email')
      return session.authorized((token) => service.startEmailChange(token, email))
    },
    async UpdateEmailPrimaryOtp(payload) {
      const code = readString(payload, 'otp', 12)
      return session.authorized((token) => service.verifyEmailChangePrimary(token, code))
    },
    async UpdateEmailSecondaryOtp(payload) {
      const code = readString(payload, 'otp', 12)
      const answer = await session.authorized((token) => service.verifyEmailChangeSecondary(token, code))
      session.setEmail(answer.user.email)
      return { email: answer.user.email }
    },
    async GetEmailUpdateState() {
      const answer = await session.authorized((token) => service.emailChangeState(token))
      return { state: answer.state, email: answer.newEmail ?? session.current()?.email ?? '' }
    },
    async ExportKey() {
      const { email } = await user()
      await session.authorized((token) => service.startExport(token))
      viewAbort = new AbortController()
      await showKeyExport(root, {
        email,
        signal: viewAbort.signal,
        verify: async (code) => {
          await session.authorized((token) => service.verifyExport(token, code))
          return vault.withAccounts((accounts) => ({
            evm: accounts.evm.privateKey,
            solana: base58.encode(accounts.solana.secretKey),
          }))
        },
      })
      return {}
    },
    async SyncTheme(payload) {
      const mode = readString(payload, 'themeMode', 5)
      if (mode === 'light' || mode === 'dark') document.documentElement.dataset.theme = mode
      return {}
    },
    SyncDappData: async () => ({}),
    async Abort() {
      viewAbort?.abort()
      return {}
    },
  }

  return {
    /** Runs the handler of `type`; rejects with an error whose short message goes back to the site. */
    async handle(type: FrameRequestType, payload: unknown): Promise<unknown> {
      const handler = handlers[type]
      if (!handler) throw new InvalidFramePayloadError('type')
      return handler(payload)
    },
  }
}

/** The message the site receives for a failure: the error's short text, or the catalogue's generic one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ServiceRequestError) return error.shortMessage
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' ? short : 'Something went wrong'
}
