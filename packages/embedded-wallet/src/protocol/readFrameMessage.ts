import { type FrameRequest, type FrameResponse, isFrameRequestType } from './frameRequests.js'
import { isRecord } from './isRecord.js'

/** Longest id accepted: ids are the sender's random UUIDs, never user data. */
const maxIdLength = 64

const readId = (value: Record<string, unknown>) =>
  typeof value.id === 'string' && value.id.length > 0 && value.id.length <= maxIdLength ? value.id : undefined

/**
 * Reads a message that came over the frame's port as a response, without trusting its shape:
 * `undefined` for anything that is not `{ id, type: '<Request>Success', payload }` or
 * `{ id, type: '<Request>Error', error: { message } }` for a known request type.
 */
export function readFrameResponse(data: unknown): FrameResponse | undefined {
  if (!isRecord(data)) return undefined
  const id = readId(data)
  if (!id || typeof data.type !== 'string') return undefined
  const success = data.type.endsWith('Success')
  const failure = data.type.endsWith('Error')
  const request = data.type.slice(0, data.type.length - (success ? 'Success' : 'Error').length)
  if (!(success || failure) || !isFrameRequestType(request)) return undefined
  if (success) return { id, type: `${request}Success`, payload: data.payload }
  if (!isRecord(data.error) || typeof data.error.message !== 'string') return undefined
  return { id, type: `${request}Error`, error: { message: data.error.message } }
}

/** Reads a message that came over the port as a request (the frame's side); `undefined` when malformed. */
export function readFrameRequest(data: unknown): FrameRequest | undefined {
  if (!isRecord(data)) return undefined
  const id = readId(data)
  if (!id || !isFrameRequestType(data.type)) return undefined
  return { id, type: data.type, payload: data.payload }
}
