// The site side of the embedded wallet. Built so far: the site's half of the origin-checked
// handshake with the frame and the frame protocol's messenger (spec section 7), which the AUTH
// connector will talk to the frame through. See SECURITY.md.
export { connectToFrame, frameLoadTimeoutMs } from '../handshake/connectToFrame.js'
export { FrameLoadFailedError, type FrameLoadFailedErrorType } from '../handshake/errors.js'
export {
  createFrameMessenger,
  type FrameMessenger,
  type FramePort,
  frameRequestTimeoutMs,
} from '../protocol/createFrameMessenger.js'
export {
  FrameMessengerClosedError,
  type FrameMessengerClosedErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameRequestTimeoutError,
  type FrameRequestTimeoutErrorType,
} from '../protocol/errors.js'
export {
  type FrameRequest,
  type FrameRequestType,
  type FrameResponse,
  frameRequestTypes,
} from '../protocol/frameRequests.js'
export { readFrameRequest, readFrameResponse } from '../protocol/readFrameMessage.js'
