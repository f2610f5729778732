export type {
  SiwxConfig,
  SiwxMessage,
  SiwxSession,
  SiwxUnsignedMessage,
  SiwxVerification,
  SiwxVerifier,
  SiwxVerifyParameters,
} from '@latchkit/core'
export { type CreateSiwxParameters, createSiwx } from '../createSiwx.js'
export {
  SiwxMessageError,
  type SiwxMessageErrorType,
  SiwxSessionRefusedError,
  type SiwxSessionRefusedErrorType,
} from '../errors.js'
export { formatSiwxMessage } from '../message/formatMessage.js'
export { parseSiwxMessage } from '../message/parseMessage.js'
export { generateNonce } from '../nonce.js'
