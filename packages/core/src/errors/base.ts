/** Parameters every LatchKit error accepts besides its short message. */
export type BaseErrorParameters = {
  /** The underlying error, kept for `walk()` and debugging. */
  cause?: unknown
  /** Extra detail for developers, shown under the short message. */
  details?: string
  /** Path of the documentation page that explains the error. */
  docsPath?: string
  /** Lines of context (the offending input, the expected form). */
  metaMessages?: readonly string[]
}

export type BaseErrorType = BaseError & { name: 'LatchKitError' }

/**
 * The root of every error LatchKit throws. `shortMessage` is the user-facing text (matching the
 * spec's catalogue); `message` adds the details and meta lines for developers.
 */
export class BaseError extends Error {
  override name = 'LatchKitError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: readonly string[]

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ?? (parameters.cause instanceof Error ? parameters.cause.message : undefined)
    const lines = [shortMessage]
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages)
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
    if (parameters.docsPath) lines.push(`Docs: ${parameters.docsPath}`)
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = parameters.docsPath
    this.metaMessages = parameters.metaMessages ?? []
  }

  /**
   * Follows the `cause` chain and returns the deepest error, or the first one for which
   * `predicate` is true (`null` when none matches).
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    if (predicate?.(current)) return current
    const next = (current as { cause?: unknown }).cause
    if (next === undefined || next === null || seen.has(next)) break
    current = next
  }
  return predicate ? null : current
}
