// JSON-RPC over `fetch`, for the reads the activity list makes: `signal` can cancel them, and no
// client library loads for them. This module travels in the list's lazy part, so it reports a
// failure as a value; the adapter turns it into a SolanaRpcError.

/** One JSON-RPC call. */
export type SolanaRpcCall = { method: string; params: readonly unknown[] }

/** Why a call failed: unreachable, an HTTP error, no JSON-RPC answer, or a JSON-RPC error. */
export type SolanaRpcFailure = { method: string; reason: string; code?: number | undefined; cause?: unknown }

/** A result, or why there is none. */
export type SolanaRpcOutcome<value> = { value: value } | { failure: SolanaRpcFailure }

/** What one call of a batch came back with: its result, or its JSON-RPC error. */
export type SolanaRpcAnswer = { result: unknown } | { error: { code: number | undefined; message: string } }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A JSON-RPC response object (untrusted) as an answer; anything else counts as an error. */
function toAnswer(entry: unknown): SolanaRpcAnswer {
  if (isRecord(entry) && 'result' in entry) return { result: entry.result }
  const error = isRecord(entry) && isRecord(entry.error) ? entry.error : undefined
  return {
    error: {
      code: typeof error?.code === 'number' ? error.code : undefined,
      message: typeof error?.message === 'string' ? error.message : 'no JSON-RPC answer',
    },
  }
}

async function post(
  url: string,
  body: unknown,
  method: string,
  signal: AbortSignal | undefined,
): Promise<SolanaRpcOutcome<unknown>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
    if (!response.ok) return { failure: { method, reason: `${url} answered HTTP ${response.status}` } }
    return { value: (await response.json()) as unknown }
  } catch (error) {
    // A caller that cancelled the read gets its own reason back: that is not the RPC failing.
    if (signal?.aborted) throw signal.reason
    return { failure: { method, reason: `${url} gave no JSON answer`, cause: error } }
  }
}

/** One JSON-RPC call; its result is untrusted. */
export async function requestSolanaRpc(
  url: string,
  call: SolanaRpcCall,
  signal?: AbortSignal | undefined,
): Promise<SolanaRpcOutcome<unknown>> {
  const outcome = await post(url, { jsonrpc: '2.0', id: 0, ...call }, call.method, signal)
  if ('failure' in outcome) return outcome
  const answer = toAnswer(outcome.value)
  if ('result' in answer) return { value: answer.result }
  return { failure: { method: call.method, reason: answer.error.message, code: answer.error.code } }
}

/**
 * `calls` as one JSON-RPC batch: each call's answer in order. An entry of the answer that is not
 * a JSON-RPC response to one of the calls counts as that call's error.
 */
export async function requestSolanaRpcBatch(
  url: string,
  calls: readonly SolanaRpcCall[],
  signal?: AbortSignal | undefined,
): Promise<SolanaRpcOutcome<SolanaRpcAnswer[]>> {
  const method = calls[0]?.method
  if (!method) return { value: [] }
  const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))
  const outcome = await post(url, body, method, signal)
  if ('failure' in outcome) return outcome
  if (!Array.isArray(outcome.value)) {
    // An endpoint that refuses the batch as a whole answers one error object.
    const refusal = toAnswer(outcome.value)
    const reason = 'error' in refusal ? refusal.error.message : `${url} answered no JSON-RPC batch`
    return { failure: { method, reason, code: 'error' in refusal ? refusal.error.code : undefined } }
  }
  const byId = new Map<unknown, unknown>()
  for (const entry of outcome.value) if (isRecord(entry)) byId.set(entry.id, entry)
  return { value: calls.map((_call, id) => toAnswer(byId.get(id))) }
}
