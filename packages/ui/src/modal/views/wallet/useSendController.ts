import type { LatchKit, SendController } from '@latchkit/core'

/** The send feature's controller (downloaded with the send views). */
export const loadSend = (kit: LatchKit) => kit.loadFeature('send') as Promise<SendController>

/** The text of a send failure: the error's own (the spec's wording), else the catalogue's generic one. */
export function sendFailureText(error: unknown, fallback: string): string {
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof short === 'string' ? short : fallback
}
