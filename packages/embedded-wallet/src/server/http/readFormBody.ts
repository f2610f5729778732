import type { IncomingMessage } from 'node:http'

/** A form body read, or why not: `too-large` (413), `unreadable` (400: another content type). */
export type FormBody = { fields: URLSearchParams } | { problem: 'too-large' | 'unreadable' }

/**
 * The request's `application/x-www-form-urlencoded` body, at most `maxBytes`. A body over the
 * limit is not read further (answer it with `connection: close`; the rest is never parsed).
 */
export async function readFormBody(request: IncomingMessage, maxBytes: number): Promise<FormBody> {
  const contentType = request.headers['content-type'] ?? ''
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) return { problem: 'unreadable' }
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return { problem: 'too-large' }
  const body = await readAtMost(request, maxBytes)
  if (body === undefined) return { problem: 'too-large' }
  return { fields: new URLSearchParams(body.toString('utf8')) }
}

/** The body's bytes, or `undefined` once more than `maxBytes` arrived (reading then stops). */
function readAtMost(request: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) return void chunks.push(chunk)
      stop()
      request.pause()
      resolve(undefined)
    }
    const onEnd = () => {
      stop()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
  })
}
