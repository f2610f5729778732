/** A database server of the rig (PostgreSQL, Redis) could not start; `details` holds its last words. */
export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError' as const
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string | undefined; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.details = options.details
  }
}
