import { field } from './routes.js'

/** The methods a JSON-RPC request body (one call, or a batch) calls. */
export function jsonRpcMethodsOf(body: unknown): string[] {
  const calls = Array.isArray(body) ? body : [body]
  return calls.flatMap((call) => {
    const method = field(call, 'method')
    return typeof method === 'string' ? [method] : []
  })
}
