import {
  type FrameFailure,
  type FrameRequest,
  type FrameResponse,
  isFrameRequestType,
} from './frameRequests.js'
import { isRecord } from './isRecord.js'

/** Longest id accepted: ids are the sender's random UUIDs, never user data. */
const maxIdLength = 64

const readId = (value: Record<string, unknown>) =>
  typeof value.id === 'string' && value.id.length > 0 && value.id.length <= maxIdLength ? value.id : undefined

/**
 * Reads a message that came over the frame's port as a response, without trusting its shape:
 * `undefined` for anything that is not `{ id, type: '<Request>Success', payload }` or
 * `{ id, type: '<Request>Error', error: { message, code?, values? } }` for a known request type.
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
  const error = readFailure(data.error)
  return error && { id, type: `${request}Error`, error }
}

/** A failure's code is a catalogue key, its values a few short strings or numbers: anything else is dropped. */
function readFailure(value: unknown): FrameFailure | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined
  const failure: FrameFailure = { message: value.message }
  if (typeof value.code === 'string' && /^[A-Z][A-Z_]{0,63}$/.test(value.code)) failure.code = value.code
  if (isRecord(value.values)) {
    const values = Object.entries(value.values).filter(
      ([key, field]) =>
        /^\w{1,32}$/.test(key) &&
        ((typeof field === 'string' && field.length <= 64) ||
          (typeof field === 'number' && Number.isFinite(field))),
    )
    if (values.length > 0 && values.length <= 8)
      failure.values = Object.fromEntries(values) as FrameFailure['values']
  }
  return failure
}

/** Reads a message that came over the port as a request (the frame's side); `undefined` when malformed. */
export function readFrameRequest(data: unknown): FrameRequest | undefined {
  if (!isRecord(data)) return undefined
  const id = readId(data)
  if (!id || !isFrameRequestType(data.type)) return undefined
  return { id, type: data.type, payload: data.payload }
}
