import { WalletConnectRigError } from './errors.js'
import type { RpcError } from './relayFrame.js'

/** Why the relay refuses a socket: the reason the real relay writes in its close frame. */
export type RelayRefusal = { status: 401; reason: string }

/**
 * Failures the rig relay plays for one project id, the way the real relay reports them. A test
 * switches them on while the relay runs; each holds until it is used up or cleared.
 *
 * The real relay's signals, which these copy:
 * - an unknown project id: the socket is refused, "Project not found" (HTTP 401 on the upgrade,
 *   or, for a client that asks for close events as the JavaScript client does with
 *   `useOnCloseEvent=true`, an accepted socket closed at once with code 3000 and that reason);
 * - too many requests: JSON-RPC error 3001 "Too many requests" (reown-rust `relay_rpc`,
 *   `CODE_TOO_MANY_REQUESTS`);
 * - a failure inside the relay: JSON-RPC error -32603 "Internal error: ..." (`CODE_INTERNAL`).
 */
export type RelayFaults = {
  /** Refuses new sockets of the project as the real relay refuses an unknown key. Open sockets stay. */
  refuseProject(projectId: string): void
  /** Answers the project's next `requests` requests (default 1) with the relay's rate-limit error. */
  rateLimit(projectId: string, options?: RequestFaultOptions): void
  /** Answers the project's next `requests` requests (default 1) with the relay's internal error. */
  failRequests(projectId: string, options?: RequestFaultOptions): void
  /** How many of the project's switched-on request errors are still to be answered. */
  remainingRequestErrors(projectId: string): number
  /** Ends every fault. */
  clear(): void
}

export type RequestFaultOptions = {
  /** How many requests meet the error. @default 1 */
  requests?: number
  /**
   * Only requests of these methods (`wc_proposeSession`, `irn_subscribe`...) meet it. A client
   * leaves some failed requests unhandled (a refused `irn_unsubscribe` after a disconnect): a test
   * aims the error at the request it means. @default every method
   */
  methods?: readonly string[]
}

export const relayErrors = {
  tooManyRequests: { code: 3001, message: 'Too many requests', data: 'TooManyRequests' },
  internal: { code: -32603, message: 'Internal error: Storage operation failed', data: 'StorageError' },
} as const satisfies Record<string, RpcError>

type PendingError = { error: RpcError; methods: ReadonlySet<string> | undefined }

/** The faults and what the relay asks of them for each socket and request. */
export function createRelayFaults() {
  const refusedProjects = new Set<string>()
  // Errors still to answer, per project id, in the order they were switched on.
  const pendingErrors = new Map<string, PendingError[]>()

  function queue(projectId: string, error: RpcError, options: RequestFaultOptions = {}) {
    const { requests = 1, methods } = options
    if (!Number.isInteger(requests) || requests < 1)
      throw new WalletConnectRigError(`requests must be a positive whole number, got ${requests}`)
    const pending = { error, methods: methods && new Set(methods) }
    pendingErrors.set(projectId, [
      ...(pendingErrors.get(projectId) ?? []),
      ...Array.from({ length: requests }, () => pending),
    ])
  }

  const faults: RelayFaults = {
    refuseProject: (projectId) => void refusedProjects.add(projectId),
    rateLimit: (projectId, options) => queue(projectId, relayErrors.tooManyRequests, options),
    failRequests: (projectId, options) => queue(projectId, relayErrors.internal, options),
    remainingRequestErrors: (projectId) => pendingErrors.get(projectId)?.length ?? 0,
    clear() {
      refusedProjects.clear()
      pendingErrors.clear()
    },
  }

  return {
    faults,
    /** The refusal of a new socket of this project, if it is refused. */
    refusalOf(projectId: string): RelayRefusal | undefined {
      return refusedProjects.has(projectId) ? { status: 401, reason: 'Project not found' } : undefined
    },
    /** The error to answer this project's request with instead of handling it, if one is due. */
    takeRequestError(projectId: string, method: string): RpcError | undefined {
      const errors = pendingErrors.get(projectId) ?? []
      const index = errors.findIndex((pending) => !pending.methods || pending.methods.has(method))
      if (index === -1) return undefined
      const [taken] = errors.splice(index, 1)
      if (errors.length === 0) pendingErrors.delete(projectId)
      return taken?.error
    },
  }
}
