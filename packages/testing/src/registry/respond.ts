import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RegistryFault } from './faults.js'
import type { RouteResponse } from './routes.js'

// The demo page calls the registry from another origin (port), as a site calls the real one.
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-expose-headers': 'retry-after',
}

/** Plays `fault`; false when it only delays and the request should then be answered normally. */
export async function playFault(fault: RegistryFault, response: ServerResponse): Promise<boolean> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
  if (fault.drop) {
    response.socket?.destroy()
    return true
  }
  if (fault.malformed) {
    response.writeHead(200, { ...corsHeaders, 'content-type': 'application/json' })
    response.end('{"data": [{"id": ')
    return true
  }
  if (fault.status === undefined) return false
  const headers: Record<string, string> = { ...corsHeaders, 'content-type': 'application/json' }
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
  response.writeHead(fault.status, headers)
  response.end(fault.body ?? JSON.stringify({ message: 'Injected fault' }))
  return true
}

export function send(response: ServerResponse, answer: RouteResponse) {
  if (response.destroyed) return
  const status = answer.status ?? 200
  if (answer.text !== undefined) {
    response.writeHead(status, {
      'content-type': answer.contentType ?? 'text/plain',
      'cache-control': 'max-age=3600',
    })
    response.end(answer.text)
    return
  }
  response.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' })
  response.end(JSON.stringify(answer.json ?? null))
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
