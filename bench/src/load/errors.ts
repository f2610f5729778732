import { BaseError } from '@latchkit/core'

export type LoadOptionsErrorType = LoadOptionsError & { name: 'LoadOptionsError' }

/** `npm run load:wallet` was given an option it does not know, or a count that is not one. */
export class LoadOptionsError extends BaseError {
  override name = 'LoadOptionsError' as const
  constructor(parameters: { argument: string; usage: string }) {
    super(`Unknown or invalid option: ${parameters.argument}`, { metaMessages: [parameters.usage] })
  }
}

export type UnexpectedAnswerErrorType = UnexpectedAnswerError & { name: 'UnexpectedAnswerError' }

/**
 * A request of a virtual user was not answered as the frame expects (a wrong status, a body of the
 * wrong shape, a share that came back different, no answer at all). It is already counted when
 * thrown; the virtual user stops there.
 */
export class UnexpectedAnswerError extends BaseError {
  override name = 'UnexpectedAnswerError' as const
  constructor(parameters: { request: string; problem: string; cause?: unknown }) {
    super(`${parameters.request}: ${parameters.problem}`, {
      ...(parameters.cause === undefined ? {} : { cause: parameters.cause }),
    })
  }
}

export type LoadRigStopErrorType = LoadRigStopError & { name: 'LoadRigStopError' }

/** A part of the load test's rig (an instance, the mail catcher, PostgreSQL) did not stop cleanly. */
export class LoadRigStopError extends BaseError {
  override name = 'LoadRigStopError' as const
  constructor(parameters: { parts: string[]; cause: unknown }) {
    super(`Could not stop: ${parameters.parts.join(', ')}`, { cause: parameters.cause })
  }
}
