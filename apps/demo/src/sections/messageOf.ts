import { BaseError } from '@latchkit/core'

/** What a visitor reads for a failure: a LatchKit error's short message, else the error's message. */
export function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
