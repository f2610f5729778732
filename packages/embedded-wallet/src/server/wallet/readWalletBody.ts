import { decodeBase64 } from '../crypto/base64.js'
import { ApiError } from '../http/apiError.js'

/** The largest share accepted: a Shamir share of a seed is a few dozen bytes. */
const maxShareBytes = 1024
/** The recovery envelope is kept as given, up to 4 KiB of JSON. */
const maxEnvelopeBytes = 4096

const evmAddressShape = /^0x[0-9a-fA-F]{40}$/
const solanaAddressShape = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export type WalletBody = {
  evmAddress: string
  solanaAddress: string
  authShare: Buffer
  recovery: { recoveryEnvelope: Record<string, unknown> } | { recoveryShare: Buffer }
}

const invalid = (message: string) => new ApiError('invalid_request', message)

/**
 * The body of `PUT /v1/wallet`. With managed recovery it must carry `recoveryShare`, without it
 * `recoveryEnvelope`; never both.
 *
 * @throws {ApiError} `invalid_request`
 */
export function readWalletBody(body: Record<string, unknown>, managedRecovery: boolean): WalletBody {
  const { evmAddress, solanaAddress } = body
  if (typeof evmAddress !== 'string' || !evmAddressShape.test(evmAddress))
    throw invalid('"evmAddress" must be a 0x-prefixed 20-byte hex address.')
  if (typeof solanaAddress !== 'string' || !solanaAddressShape.test(solanaAddress))
    throw invalid('"solanaAddress" must be a base58 Solana address.')
  const authShare = readShare(body.authShare, 'authShare')
  if (managedRecovery) {
    if (body.recoveryEnvelope !== undefined)
      throw invalid(
        'This service keeps recovery shares itself (managed recovery): send "recoveryShare", not "recoveryEnvelope".',
      )
    return {
      evmAddress,
      solanaAddress,
      authShare,
      recovery: { recoveryShare: readShare(body.recoveryShare, 'recoveryShare') },
    }
  }
  if (body.recoveryShare !== undefined)
    throw invalid(
      'This service does not keep recovery shares (managed recovery is off): send "recoveryEnvelope".',
    )
  const envelope = body.recoveryEnvelope
  if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope))
    throw invalid('"recoveryEnvelope" must be a JSON object.')
  if (Buffer.byteLength(JSON.stringify(envelope)) > maxEnvelopeBytes)
    throw invalid(`"recoveryEnvelope" must be at most ${maxEnvelopeBytes} bytes of JSON.`)
  return {
    evmAddress,
    solanaAddress,
    authShare,
    recovery: { recoveryEnvelope: envelope as Record<string, unknown> },
  }
}

function readShare(value: unknown, name: string): Buffer {
  const bytes = typeof value === 'string' ? decodeBase64(value) : undefined
  if (!bytes || bytes.length === 0 || bytes.length > maxShareBytes)
    throw invalid(`"${name}" must be base64 of 1 to ${maxShareBytes} bytes.`)
  return bytes
}
