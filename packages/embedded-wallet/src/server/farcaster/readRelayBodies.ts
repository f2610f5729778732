import type { Hex } from 'viem'
import type { ChannelRequest } from './farcasterChannelsStore.js'
import { validationError } from './relayError.js'

type Body = Record<string, unknown>

/** An app's answer as the relay takes it (the relay's authenticate schema). */
export type AuthenticateBody = {
  message: string
  signature: Hex
  fid: number
  username: string | undefined
  displayName: string | undefined
  bio: string | undefined
  pfpUrl: string | undefined
}

const createFields = [
  'siweUri',
  'domain',
  'nonce',
  'notBefore',
  'expirationTime',
  'requestId',
  'redirectUrl',
  'acceptAuthAddress',
]
const authenticateFields = [
  'message',
  'signature',
  'authMethod',
  'fid',
  'username',
  'bio',
  'displayName',
  'pfpUrl',
]

// EIP-4361's nonce: at least 8 letters or digits. The domain: a host and an optional port.
const nonceShape = /^[A-Za-z0-9]{8,64}$/
const domainShape = /^[a-zA-Z0-9.-]+(:[0-9]+)?$/
const dateTimeShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A site's request to open a channel (the relay's create schema; no other field). `nonce` is
 * `undefined` when the relay is to make one.
 *
 * @throws {FarcasterRelayError} 400 'Validation error'.
 */
export function readCreateChannelBody(
  body: Body,
): Omit<ChannelRequest, 'nonce'> & { nonce: string | undefined } {
  onlyFields(body, createFields)
  const siweUri = text(body, 'siweUri', 2048)
  const domain = text(body, 'domain', 253)
  if (!domainShape.test(domain)) throw validationError('body/domain must be a host and an optional port')
  const nonce = optionalText(body, 'nonce', 64)
  if (nonce !== undefined && !nonceShape.test(nonce))
    throw validationError('body/nonce must be 8 to 64 letters or digits')
  for (const name of ['notBefore', 'expirationTime'])
    if (body[name] !== undefined && !dateTimeShape.test(text(body, name, 40)))
      throw validationError(`body/${name} must be a date-time`)
  if (body.acceptAuthAddress !== undefined && typeof body.acceptAuthAddress !== 'boolean')
    throw validationError('body/acceptAuthAddress must be boolean')
  return {
    siweUri,
    domain,
    nonce,
    ...defined('notBefore', optionalText(body, 'notBefore', 40)),
    ...defined('expirationTime', optionalText(body, 'expirationTime', 40)),
    ...defined('requestId', optionalText(body, 'requestId', 256)),
    ...defined('redirectUrl', optionalText(body, 'redirectUrl', 2048)),
    // The service verifies custody signatures only: it tells the app so.
    acceptAuthAddress: false,
  }
}

/** An app's answer (the relay's authenticate schema). @throws {FarcasterRelayError} 400 */
export function readAuthenticateBody(body: Body): AuthenticateBody {
  onlyFields(body, authenticateFields)
  const message = text(body, 'message', 4096)
  const signature = text(body, 'signature', 132)
  if (!/^0x[a-fA-F0-9]{130}$/.test(signature)) throw validationError('body/signature must be 65 bytes of hex')
  const { fid } = body
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1)
    throw validationError('body/fid must be a positive integer')
  if (body.authMethod !== undefined && body.authMethod !== 'custody' && body.authMethod !== 'authAddress')
    throw validationError('body/authMethod must be custody or authAddress')
  return {
    message,
    signature: signature as Hex,
    fid,
    username: optionalText(body, 'username', 256),
    displayName: optionalText(body, 'displayName', 256),
    bio: optionalText(body, 'bio', 1024),
    pfpUrl: optionalText(body, 'pfpUrl', 2048),
  }
}

function onlyFields(body: Body, allowed: readonly string[]): void {
  const extra = Object.keys(body).find((name) => !allowed.includes(name))
  if (extra !== undefined) throw validationError('body must NOT have additional properties')
}

function text(body: Body, name: string, maxLength: number): string {
  const value = body[name]
  if (typeof value !== 'string' || value === '' || value.length > maxLength)
    throw validationError(`body/${name} must be a string of 1 to ${maxLength} characters`)
  return value
}

// An app may send a profile field it does not have as '' (the relay's schema allows it).
function optionalText(body: Body, name: string, maxLength: number): string | undefined {
  return body[name] === undefined || body[name] === '' ? undefined : text(body, name, maxLength)
}

const defined = <Name extends string>(name: Name, value: string | undefined) =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<Name, string>>
