import type { Catalogue, StringId } from './strings.en.js'
import type { Translate } from './translate.js'

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
