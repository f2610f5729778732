import { base58 } from '@scure/base'
import { wipe } from '../keys/wipe.js'
import { isValidEmail } from '../protocol/email.js'
import type { FrameSignRequest, FrameUser, WalletSetupStep } from '../protocol/framePayloads.js'
import type { FrameRequestType } from '../protocol/frameRequests.js'
import { BareHashSigningRefusedError, InvalidFramePayloadError } from './errors.js'
import { createFarcasterHandlers } from './farcasterHandlers.js'
import { createLoginAttemptWaiter } from './loginAttemptWaiter.js'
import { createPasskeySecret, getPasskeySecret, passkeysAvailable } from './passkey/passkeySecret.js'
import { readRpcRequest, readString } from './readPayload.js'
import type { DeviceTokens } from './service/deviceTokens.js'
import type { FrameSession } from './service/frameSession.js'
import type { ServiceClient } from './service/serviceClient.js'
import type { SocialAttempts } from './service/socialAttempts.js'
import { waitForDeviceApproval } from './service/waitForDeviceApproval.js'
import { signRpc } from './signRpc.js'
import { createSmartAccountHandlers } from './smartAccountHandlers.js'
import { createSmartSessionHandlers } from './smartSessionHandlers.js'
import { createSocialHandlers } from './socialHandlers.js'
import { askApproval } from './ui/approvalView.js'
import { describeRequest } from './ui/describeRequest.js'
import { showKeyExport } from './ui/exportView.js'
import { applyFrameLanguage } from './ui/frameLanguage.js'
import { askRecoveryPasskey } from './ui/passkeyView.js'
import { askRecoveryPassword } from './ui/recoveryView.js'
import { checkUserOperation } from './userOperation/checkUserOperation.js'
import { WalletNotReadyError } from './wallet/errors.js'
import type { WalletVault } from './wallet/walletVault.js'

/** A message of exactly 32 bytes, as hex: what a hash looks like. */
const isBareHash = (message: string) => /^0x[0-9a-f]{64}$/i.test(message)

/** What the frame's request handlers work with. */
export type FrameContext = {
  projectId: string
  /** The site's origin, as the handshake verified it. */
  siteOrigin: string
  service: ServiceClient
  session: FrameSession
  vault: WalletVault
  deviceTokens: DeviceTokens
  /** The social logins this frame began. */
  socialAttempts: SocialAttempts
  /** Where the frame's views go. */
  root: HTMLElement
}

/**
 * The frame's answers to the site's requests (spec section 7), one handler per type. Whatever the
 * site sends is read as untrusted input; anything that signs or shows a secret goes through a view
 * the frame draws itself.
 */
export function createFrameHandlers(context: FrameContext) {
  const { service, session, vault, deviceTokens, root } = context
  let pendingEmail: string | undefined
  /** The device approval this browser waits for (the service's device approval is on). */
  let pendingApproval: { email: string; id: string; wait?: Promise<void> } | undefined
  /** The approval the pending code was sent for: the service takes the code with it alone. */
  let approvedId: string | undefined
  /** The view on screen, if any: the site's Abort cancels it. */
  let viewAbort: AbortController | undefined
  /** The wait for a device approval, if any: the site's Abort ends it too. */
  let approvalAbort: AbortController | undefined

  async function user(): Promise<FrameUser> {
    const current = session.current()
    if (!current || (await vault.step()) !== 'ready') throw new WalletNotReadyError()
    return { email: current.email, ...(await vault.addresses()) }
  }

  /** Runs `use` with the PRF output of the visitor's passkey (made or asked by `passkey`), wiped after. */
  async function withPasskeySecret(
    passkey: (account: { userId: string; email: string | null }) => Promise<Uint8Array>,
    use: (prfOutput: Uint8Array) => Promise<unknown>,
  ): Promise<void> {
    const current = session.current()
    if (!current) throw new WalletNotReadyError()
    const prfOutput = await passkey({ userId: current.userId, email: current.email })
    try {
      await use(prfOutput)
    } finally {
      wipe(prfOutput)
    }
  }

  /** The wallet's step once a session started: with managed recovery, nothing to ask the visitor. */
  async function walletAfterLogin(): Promise<WalletSetupStep> {
    const step = await vault.step()
    if (step === 'ready' || vault.needsRecoverySecret) return step
    if (step === 'create') await vault.create(undefined)
    else await vault.recover(undefined)
    return 'ready'
  }

  // Logins made elsewhere (a social provider's popup, the visitor's Farcaster app).
  const waiter = createLoginAttemptWaiter({ session, attempts: context.socialAttempts, walletAfterLogin })
  const elsewhere = {
    projectId: context.projectId,
    siteOrigin: context.siteOrigin,
    service,
    attempts: context.socialAttempts,
    waiter,
  }
  // Its networks (`smartAccounts.smartAccountNetworks()`) are what a user operation is checked against.
  const smartAccounts = createSmartAccountHandlers({ service, session })
  // Smart sessions: a grant is approved in the same view as a signature.
  const smartSessions = createSmartSessionHandlers({
    projectId: context.projectId,
    siteOrigin: context.siteOrigin,
    service,
    session,
    vault,
    smartAccountNetworks: smartAccounts.smartAccountNetworks,
    owner: async () => (await user()).evmAddress,
    approve(description) {
      viewAbort = new AbortController()
      return askApproval(root, { siteOrigin: context.siteOrigin, description, signal: viewAbort.signal })
    },
  })

  /**
   * Before anything is shown: a user operation must be for one of the operator's networks, its
   * EntryPoint and factory, and the visitor's own account (`checkUserOperation`); and while the
   * operator offers smart accounts, a bare 32-byte message is refused (its signature would
   * authorize an operation the visitor could not read). Resolves the networks for the signer.
   */
  async function smartAccountChecks(request: FrameSignRequest, owner: string) {
    if (request.namespace !== 'eip155') return undefined
    if (request.method === 'eth_signUserOperation') {
      const networks = await smartAccounts.smartAccountNetworks()
      checkUserOperation(request, { owner, networks })
      return networks
    }
    if (request.method === 'personal_sign' && isBareHash(request.params[0])) {
      const networks = await smartAccounts.smartAccountNetworks().catch(() => undefined)
      if (networks === undefined || networks.length > 0) throw new BareHashSigningRefusedError()
    }
    return undefined
  }

  const handlers: Partial<Record<FrameRequestType, (payload: unknown) => Promise<unknown>>> = {
    ...createSocialHandlers(elsewhere),
    ...createFarcasterHandlers(elsewhere),
    ...smartAccounts.handlers,
    ...smartSessions.handlers,
    async ConnectEmail(payload) {
      const email = readString(payload, 'email')
      if (!isValidEmail(email)) throw new InvalidFramePayloadError('email')
      const current = session.current()
      if (current?.email && current.email.toLowerCase() === email.toLowerCase()) {
        const step = await vault.step().catch(() => undefined)
        if (step === 'ready') return { action: 'CONNECT' }
      }
      // A new login replaces the one waiting for its approval link.
      approvalAbort?.abort()
      approvedId = undefined
      const deviceToken = deviceTokens.get(email)
      const answer = await service.startEmail({
        projectId: context.projectId,
        email,
        ...(deviceToken ? { deviceToken } : {}),
      })
      pendingEmail = email
      if (answer.action === 'VERIFY_DEVICE') {
        pendingApproval = { email, id: answer.deviceApprovalId }
        return { action: 'VERIFY_DEVICE' }
      }
      pendingApproval = undefined
      return { action: 'VERIFY_OTP' }
    },
    async ConnectDevice() {
      const approval = pendingApproval
      if (!approval) throw new WalletNotReadyError()
      // One wait per approval: asking again after a timeout joins it instead of polling twice.
      if (!approval.wait) {
        approvalAbort = new AbortController()
        approval.wait = waitForDeviceApproval({
          service,
          deviceApprovalId: approval.id,
          signal: approvalAbort.signal,
        }).finally(() => {
          if (pendingApproval === approval) approval.wait = undefined
        })
      }
      await approval.wait
      if (pendingApproval !== approval) throw new WalletNotReadyError()
      await service.startEmail({
        projectId: context.projectId,
        email: approval.email,
        deviceApprovalId: approval.id,
      })
      pendingApproval = undefined
      approvedId = approval.id
      return { action: 'VERIFY_OTP' }
    },
    async ConnectOtp(payload) {
      const code = readString(payload, 'otp', 12)
      const email = pendingEmail
      if (!email || pendingApproval) throw new WalletNotReadyError()
      const deviceToken = deviceTokens.get(email)
      const answer = await service.verifyEmail({
        projectId: context.projectId,
        email,
        code,
        ...(deviceToken ? { deviceToken } : {}),
        ...(approvedId ? { deviceApprovalId: approvedId } : {}),
      })
      approvedId = undefined
      deviceTokens.set(email, answer.deviceToken)
      session.start(answer)
      pendingEmail = undefined
      return { wallet: await walletAfterLogin() }
    },
    async SetupWallet() {
      const step = await vault.step()
      if (step !== 'ready' && !vault.needsRecoverySecret) {
        if (step === 'create') await vault.create(undefined)
        else await vault.recover(undefined)
      } else if (step === 'recover' && (await vault.recoveryKind()) === 'passkey') {
        viewAbort = new AbortController()
        await askRecoveryPasskey(root, {
          signal: viewAbort.signal,
          submit: () => withPasskeySecret(getPasskeySecret, (prfOutput) => vault.recover({ prfOutput })),
        })
      } else if (step !== 'ready') {
        viewAbort = new AbortController()
        await askRecoveryPassword(root, {
          mode: step,
          signal: viewAbort.signal,
          submit: async (password) => {
            if (step === 'create') await vault.create({ password })
            else await vault.recover({ password })
          },
          submitPasskey:
            step === 'create' && passkeysAvailable()
              ? () => withPasskeySecret(createPasskeySecret, (prfOutput) => vault.create({ prfOutput }))
              : undefined,
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
      const smartAccountNetworks = await smartAccountChecks(request, evmAddress)
      // Under a smart session the visitor approved already: no view, but the operation must fit it.
      if (request.method === 'eth_signUserOperation' && request.session !== undefined)
        await smartSessions.reserveSessionSpend({ ...request, session: request.session }, evmAddress)
      else {
        viewAbort = new AbortController()
        await askApproval(root, {
          siteOrigin: context.siteOrigin,
          description: describeRequest(request, request.namespace === 'solana' ? solanaAddress : evmAddress),
          signal: viewAbort.signal,
        })
      }
      return {
        result: await vault.withAccounts((accounts) => signRpc(request, accounts, { smartAccountNetworks })),
      }
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
      // The service mails the code to the account's email; an account without one is refused there.
      await session.authorized((token) => service.startExport(token))
      if (email === null) throw new WalletNotReadyError()
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
    async SyncLanguage(payload) {
      await applyFrameLanguage(
        [readString(payload, 'locale', 35), ...navigator.languages],
        document.documentElement,
      )
      return {}
    },
    SyncDappData: async () => ({}),
    async Abort() {
      viewAbort?.abort()
      approvalAbort?.abort()
      waiter.abort()
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
