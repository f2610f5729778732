import { BaseError } from '@latchkit/core'
import { declinedByVisitorMessage } from '../../protocol/framePayloads.js'

export type FrameViewCancelledErrorType = FrameViewCancelledError & { name: 'FrameViewCancelledError' }

/** The visitor declined or cancelled in the frame's view (answered to the site as a decline, 4001). */
export class FrameViewCancelledError extends BaseError {
  override name = 'FrameViewCancelledError' as const
  constructor() {
    super(declinedByVisitorMessage)
  }
}
