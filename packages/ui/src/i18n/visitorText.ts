import { formatMessage, type MessageCode } from '@latchkit/core'
import type { Catalogue, StringId } from './strings.en.js'
import type { Translate } from './translate.js'

// What the visitor reads for a notice's message code and for a failure. One module on purpose:
// the Snackbar (in the modal's main chunk) uses it, so the flows' views share it without a chunk
// of its own (each lazy chunk costs the page's first download its name).

/**
 * The text of a catalogue id or of a core message code: the catalogue's wording when it has the
 * id (so a locale can translate it), else core's English text (spec section 8).
 */
export function messageText(
  id: StringId | MessageCode,
  values: Record<string, string | number> | undefined,
  { catalogue, t }: { catalogue: Catalogue; t: Translate },
): string {
  return id in catalogue ? t(id as StringId, values) : formatMessage(id as MessageCode, values)
}

/** EIP-1193's code for a request the visitor declined in the wallet, whatever the wallet's words. */
const userRejectionCode = 4001

type FailureLike = {
  code?: unknown
  name?: unknown
  shortMessage?: unknown
  message?: unknown
  values?: unknown
}

/**
 * What the visitor reads for a failure: a thrown error, or the `Failure` a flow's state keeps. The
 * catalogue's text for its code (else its class name), placeholders filled from its values (an
 * error's own fields), so it shows in the visitor's language; else the English text it carries
 * (a wallet's own words); else `fallback`.
 *
 * @example
 * failureText(new OnrampAmountTooLowError({ min: '5', currency: 'EUR' }), shell)
 * // 'Geben Sie mindestens 5 EUR ein' in German
 */
export function failureText(
  failure: unknown,
  { catalogue, t }: { catalogue: Catalogue; t: Translate },
  fallback: StringId = 'SOMETHING_WENT_WRONG',
): string {
  const { code, name, shortMessage, message, values } = (failure ?? {}) as FailureLike
  const filled = (typeof values === 'object' && values ? values : failure) as Record<string, string | number>
  for (const id of [code === userRejectionCode ? 'USER_REJECTED' : code, name])
    if (typeof id === 'string' && id in catalogue) return t(id as StringId, filled)
  if (typeof shortMessage === 'string') return shortMessage
  if (!(failure instanceof Error) && typeof message === 'string') return message
  return t(fallback)
}
