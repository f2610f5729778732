/**
 * A failure as a flow's state keeps it for its view: the English text, plus what lets the modal
 * show it in the visitor's language. The modal's catalogue holds a text under the error's `code`
 * (or, for errors without one, its `name`), with `{placeholders}` filled from `values`.
 */
export type Failure = {
  /** The text in English: the error's short message (the spec's wording where it has one). */
  message: string
  /** The error's code: LatchKit's (`'SWAP_INSUFFICIENT_BALANCE'`) or a wallet's (EIP-1193's 4001). */
  code?: string | number
  /** The error's class name (`'UserRejectedRequestError'`). */
  name?: string
  /** The error's own string and number fields (`{ min: '20', currency: 'USD' }`). */
  values: Record<string, string | number>
}

// What every error has and no catalogue text names.
const notValues = new Set(['name', 'code', 'message', 'shortMessage', 'details', 'docsPath', 'stack'])

/**
 * The failure `error` stands for: its short message (LatchKit's and viem's errors), else its
 * message, and its code, name and fields for the catalogue.
 *
 * @example
 * toFailure(new OnrampAmountTooLowError({ min: '20', currency: 'USD' }))
 * // { message: 'Enter an amount of at least 20 USD', code: 'ONRAMP_AMOUNT_TOO_LOW',
 * //   name: 'OnrampAmountTooLowError', values: { min: '20', currency: 'USD' } }
 */
export function toFailure(error: unknown): Failure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>
  const { shortMessage, message, code, name } = fields
  const values: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(fields))
    if (!notValues.has(key) && (typeof value === 'string' || typeof value === 'number')) values[key] = value
  return {
    message:
      typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof name === 'string' ? { name } : {}),
    values,
  }
}

/** The English text of `error` for a result or a log: its short message, else its message. */
export const errorText = (error: unknown): string => toFailure(error).message
