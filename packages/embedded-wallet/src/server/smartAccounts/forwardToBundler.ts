import type { BundlerRpcRequest, BundlerRpcResponse } from '../api.js'
import { BundlerUnavailableError } from './errors.js'
import { readJsonRpcAnswer } from './readJsonRpcAnswer.js'

/** How long a bundler may take to answer (sending an operation simulates it first). */
const bundlerTimeoutMs = 30_000
/** Largest answer read: a receipt with many logs is far below it; a runaway answer is not read. */
const maxAnswerBytes = 1024 * 1024

/**
 * Sends one JSON-RPC 2.0 call to the operator's bundler and returns its answer: the result, or
 * the bundler's own JSON-RPC error (a rejected operation is an answer, not a failure).
 *
 * @throws {BundlerUnavailableError} when the bundler cannot be reached, takes over 30 s, redirects,
 * or answers with no JSON-RPC response.
 */
export async function forwardToBundler(
  bundlerUrl: string,
  call: BundlerRpcRequest,
): Promise<BundlerRpcResponse> {
  const signal = AbortSignal.timeout(bundlerTimeoutMs)
  let text: string | undefined
  let status: number
  try {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: call.method, params: call.params }),
      // A bundler that redirects is misconfigured; following it could carry the call elsewhere.
      redirect: 'error',
      signal,
    })
    status = response.status
    text = await readLimitedText(response, maxAnswerBytes)
  } catch (error) {
    if (signal.aborted) throw new BundlerUnavailableError('did not answer in time.', { cause: error })
    throw new BundlerUnavailableError('could not be reached.', { code: systemErrorCode(error), cause: error })
  }
  const answer = text === undefined ? undefined : readJsonRpcAnswer(text)
  // Bundlers answer JSON-RPC errors with 200 or with 4xx/5xx alike: the body decides.
  if (!answer) throw new BundlerUnavailableError('answered no JSON-RPC response.', { code: `HTTP ${status}` })
  return answer
}

/** The body as text, or `undefined` once it grows past `maxBytes` (the rest is not read). */
async function readLimitedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    if (size > maxBytes) {
      await response.body.cancel().catch(() => {})
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** `fetch failed` hides the reason in its cause: ECONNREFUSED, ENOTFOUND, a TLS error's code. */
function systemErrorCode(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code
  return typeof code === 'string' ? code : undefined
}
