import { appleClientSecret } from '../social/providers/appleClientSecret.js'
import type { SocialProviderId } from '../social/providers/socialProvider.js'
import { readApplePrivateKey } from './readApplePrivateKey.js'
import { invalidField, readText } from './socialConfigFields.js'

/** The fields of Apple's signing key; another provider, or Apple with `clientSecret`, takes none. */
const appleKeyFields = ['teamId', 'keyId', 'privateKey', 'privateKeyFile'] as const

// Apple's Team ID and Key ID are 10 upper-case letters and digits; `kid` is compared exactly.
const appleIdShape = /^[A-Z0-9]{10}$/

/**
 * How the service proves itself at a provider's token endpoint: a function called for each token
 * request. Apple's, when configured by its signing key, mints a fresh client secret then (never
 * stored); otherwise it is the configured `clientSecret`. Either way the resolved configuration
 * holds no secret a log of it could print.
 *
 * @throws {WalletServerConfigError} naming the first field that is missing, wrong, or given twice.
 */
export function resolveClientSecret(
  id: SocialProviderId,
  entry: Record<string, unknown>,
  clientId: string,
): () => string {
  const field = `social.${id}`
  const keyFields = appleKeyFields.filter((name) => entry[name] !== undefined)
  if (id !== 'apple') {
    const [extra] = keyFields
    if (extra) throw invalidField(`${field}.${extra}`, 'is for apple only: give clientSecret.')
    return fixedSecret(readText(entry.clientSecret, `${field}.clientSecret`))
  }
  if (keyFields.length === 0) {
    if (entry.clientSecret === undefined)
      throw invalidField(
        `${field}.clientSecret`,
        'is missing: give the signing key (teamId, keyId and privateKey or privateKeyFile) instead, or a client secret made with it.',
      )
    return fixedSecret(readText(entry.clientSecret, `${field}.clientSecret`))
  }
  if (entry.clientSecret !== undefined)
    throw invalidField(
      `${field}.clientSecret`,
      'cannot be given with a signing key (teamId, keyId, privateKey): give one or the other.',
    )
  const teamId = readAppleId(entry.teamId, `${field}.teamId`, 'the Team ID of your Apple developer account')
  const keyId = readAppleId(entry.keyId, `${field}.keyId`, 'the Key ID of your "Sign in with Apple" key')
  const privateKey = readApplePrivateKey(entry, field)
  // Minted on the real clock, not the service's `now`: Apple checks `iat` and `exp` against its own.
  return () => appleClientSecret({ teamId, keyId, clientId, privateKey })
}

function fixedSecret(secret: string): () => string {
  return () => secret
}

function readAppleId(value: unknown, field: string, what: string): string {
  if (value === undefined) throw invalidField(field, `is missing: it is ${what}.`)
  if (typeof value !== 'string' || !appleIdShape.test(value))
    throw invalidField(field, `must be ${what}: 10 upper-case letters and digits.`)
  return value
}
