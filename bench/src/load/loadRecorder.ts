/** The requests a virtual user makes, in the order it makes them. */
export const requestKinds = ['start', 'verify', 'putWallet', 'getWallet', 'refresh', 'signOut'] as const
export type RequestKind = (typeof requestKinds)[number]

/** What each kind of request is, as the table names it. */
export const requestLabels: Record<RequestKind, string> = {
  start: 'start (POST /v1/auth/email/start)',
  verify: 'verify (POST /v1/auth/email/verify)',
  putWallet: 'put wallet (PUT /v1/wallet)',
  getWallet: 'get wallet (GET /v1/wallet)',
  refresh: 'refresh (POST /v1/auth/refresh)',
  signOut: 'sign-out (POST /v1/auth/sign-out)',
}

/**
 * A request that failed, told precisely enough to report it: which instance, the request, the
 * status and the body (never a token or a share: bodies are kept only for error answers).
 */
export type FailedRequest = {
  /** A request kind, or `mail` when the code never arrived in the catcher. */
  kind: RequestKind | 'mail'
  user: string
  /** The instance's listen URL (`mail`: the catcher). */
  instance: string
  request: string
  status?: number
  body?: string
  problem: string
}

/** What every virtual user's requests add up to. */
export type LoadRecorder = {
  /** A request answered as expected, `ms` from sending to the body's last byte. */
  succeeded: (kind: RequestKind, instanceIndex: number, ms: number) => void
  failed: (failure: FailedRequest) => void
  latencies: () => Record<RequestKind, number[]>
  failures: () => FailedRequest[]
  /** Requests answered as expected by each instance, in the order of the instances. */
  requestsPerInstance: () => number[]
}

export function createLoadRecorder(instanceCount: number): LoadRecorder {
  const latencies = Object.fromEntries(requestKinds.map((kind) => [kind, [] as number[]])) as Record<
    RequestKind,
    number[]
  >
  const failures: FailedRequest[] = []
  const perInstance = new Array<number>(instanceCount).fill(0)
  return {
    succeeded: (kind, instanceIndex, ms) => {
      latencies[kind].push(ms)
      perInstance[instanceIndex] = (perInstance[instanceIndex] ?? 0) + 1
    },
    failed: (failure) => {
      failures.push(failure)
    },
    latencies: () => latencies,
    failures: () => [...failures],
    requestsPerInstance: () => [...perInstance],
  }
}
