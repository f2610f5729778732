import type {
  FrameRequestPayloads,
  FrameResponsePayloads,
  FrameSignRequest,
  FrameUser,
} from '../protocol/framePayloads.js'
import { SignOutTimeoutError } from './errors.js'
import type { FrameHost } from './frameHost.js'

/** Spec section 9: a disconnect waits this long for the frame's sign-out. */
export const signOutWaitMs = 3_000

const withTimeout = <value>(promise: Promise<value>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new SignOutTimeoutError()), ms)),
  ])

type TypedRequestType = keyof FrameRequestPayloads & keyof FrameResponsePayloads

/**
 * How the site puts the frame in front of the visitor: the email feature opens the modal on its
 * approval view while `run` waits for the visitor's answer in the frame, and shows the 'Action
 * not allowed' notice for a refused method.
 */
export type ApprovalPresenter = {
  approve<result>(run: () => Promise<result>): Promise<result>
  refused(method: string): void
  /** Whether the kit remembers a login (so restoring may load the frame). */
  isLoggedIn(): boolean
  /** The remembered login is gone in the frame (signed out elsewhere, expired): the kit forgets it. */
  forgetLogin(): void
}

/**
 * What the namespaces' providers share of the embedded wallet: typed requests to the frame, the
 * user a remembered login restores (the frame loads only when the kit remembers one), approvals
 * through the presenter the email feature installs, and sign-out notices.
 */
export function createEmbeddedFrameClient(host: FrameHost) {
  let presenter: ApprovalPresenter | undefined
  const signedOutListeners = new Set<() => void>()

  const client = {
    request<type extends TypedRequestType>(type: type, payload: FrameRequestPayloads[type]) {
      return host.request(type, payload)
    },
    /** The signed-in user when the kit remembers a login and the frame still holds it. */
    async restoredUser(): Promise<FrameUser | undefined> {
      if (!presenter?.isLoggedIn()) return undefined
      try {
        return await host.request('GetUser', {})
      } catch {
        // Spec section 4: a failed session check clears the remembered login.
        presenter?.forgetLogin()
        return undefined
      }
    },
    /** Asks the frame to sign, with the frame in front of the visitor until they answer. */
    async approve(rpc: FrameSignRequest): Promise<unknown> {
      return client.inFront(() => host.request('Rpc', rpc).then((answer) => answer.result))
    },
    /** Runs a request whose answer is the visitor's, with the frame in front of them meanwhile. */
    async inFront<result>(run: () => Promise<result>): Promise<result> {
      return presenter ? presenter.approve(run) : run()
    },
    refused(method: string) {
      presenter?.refused(method)
    },
    setPresenter(next: ApprovalPresenter) {
      presenter = next
    },
    onSignedOut(listener: () => void) {
      signedOutListeners.add(listener)
    },
    /** Signs out in the frame; the providers report no accounts afterwards. */
    async signOut() {
      try {
        if (host.isLoaded) await withTimeout(host.request('SignOut', {}), signOutWaitMs)
      } catch {
        // Spec section 4: the disconnect goes on without the frame's answer.
      } finally {
        for (const listener of signedOutListeners) listener()
      }
    },
    host,
  }
  return client
}

export type EmbeddedFrameClient = ReturnType<typeof createEmbeddedFrameClient>
