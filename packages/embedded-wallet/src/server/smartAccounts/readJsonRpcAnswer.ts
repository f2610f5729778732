import { isRecord } from '../../protocol/isRecord.js'
import type { BundlerRpcResponse } from '../api.js'

/**
 * A bundler's JSON-RPC 2.0 answer, as the frame gets it: its `result`, or its `error` with the
 * code, message and data unchanged. `undefined` for anything else (not JSON, a batch, an error
 * without a numeric code and a text).
 */
export function readJsonRpcAnswer(text: string): BundlerRpcResponse | undefined {
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isRecord(answer)) return undefined
  const { error } = answer
  if (error !== undefined && error !== null) {
    if (!isRecord(error) || typeof error.code !== 'number' || typeof error.message !== 'string')
      return undefined
    return {
      error: {
        code: error.code,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    }
  }
  return 'result' in answer ? { result: answer.result } : undefined
}
