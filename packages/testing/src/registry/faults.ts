import { jsonRpcMethodsOf } from './jsonRpcMethods.js'

/**
 * A failure the rig's registry plays on demand, once per matching request (or `times` times),
 * so clients' retry and fallback rules meet real HTTP failures.
 */
export type RegistryFault = {
  /** Only requests to this path (exact, or matching the pattern). @default every request */
  path?: string | RegExp | undefined
  /**
   * Only JSON-RPC requests calling this method (a batch matches when one of its calls does), so a
   * test can fail a client's reads while its fallback's ranking pings still pass.
   * @default every request
   */
  rpcMethod?: string | undefined
  /** Answer with this status (and `body`, default `{"message":"Injected fault"}`). */
  status?: number | undefined
  /** The Retry-After header: seconds, or an HTTP date. */
  retryAfter?: number | string | undefined
  /** The raw body to send with `status`. */
  body?: string | undefined
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean | undefined
  /** Wait this long before answering (with the fault, or normally when no other field is set). */
  delayMs?: number | undefined
  /** Close the connection without an answer (a network error for the client). */
  drop?: boolean | undefined
  /** How many requests this fault applies to (`Infinity`: every one, e.g. a slow endpoint). @default 1 */
  times?: number | undefined
}

export type RegistryFaults = {
  /** Queues a fault for the next matching request(s). */
  next(fault: RegistryFault): void
  /** Forgets every queued fault. */
  clear(): void
  /** Faults still queued. */
  readonly pending: number
}

export function createFaultQueue(): RegistryFaults & {
  /** The fault to play on a request to `path` with this parsed `body`, if one is queued. */
  take(path: string, body?: unknown): RegistryFault | undefined
} {
  const queue: { fault: RegistryFault; remaining: number }[] = []
  const matches = (fault: RegistryFault, path: string, body: unknown) =>
    (fault.path === undefined ||
      (typeof fault.path === 'string' ? fault.path === path : fault.path.test(path))) &&
    (fault.rpcMethod === undefined || jsonRpcMethodsOf(body).includes(fault.rpcMethod))
  return {
    next(fault) {
      queue.push({ fault, remaining: fault.times ?? 1 })
    },
    clear() {
      queue.length = 0
    },
    get pending() {
      return queue.length
    },
    take(path, body) {
      const index = queue.findIndex((entry) => matches(entry.fault, path, body))
      const entry = queue[index]
      if (!entry) return undefined
      entry.remaining -= 1
      if (entry.remaining <= 0) queue.splice(index, 1)
      return entry.fault
    },
  }
}
