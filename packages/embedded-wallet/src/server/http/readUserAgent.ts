import type { IncomingMessage } from 'node:http'

/** As much of a User-Agent as is kept and shown. */
export const maxUserAgentLength = 200

// Control characters (line breaks included) and the bidirectional controls, which could make the
// text shown in an email or on the approval page read differently from what was sent.
const unsafeCharacters = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/**
 * The request's User-Agent as the approval email and page show it: one line, its first 200
 * characters, `''` when there is none. Whoever sends the request chooses it: it describes the
 * browser, it proves nothing.
 */
export function readUserAgent(request: IncomingMessage): string {
  const header = request.headers['user-agent'] ?? ''
  return header.replace(unsafeCharacters, ' ').trim().slice(0, maxUserAgentLength)
}
