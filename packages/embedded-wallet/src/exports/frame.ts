// `@latchkit/embedded-wallet/frame`: the frame's side, served by the wallet service from its own
// origin. Built so far: the frame's half of the origin-checked handshake. See SECURITY.md.
export { acceptSitePort } from '../handshake/acceptSitePort.js'
export {
  ParentNotSetError,
  type ParentNotSetErrorType,
  SiteOriginNotAllowedError,
  type SiteOriginNotAllowedErrorType,
} from '../handshake/errors.js'
export { frameReadyType, type MessageTargetWindow, sitePortType } from '../handshake/handshakeMessages.js'
