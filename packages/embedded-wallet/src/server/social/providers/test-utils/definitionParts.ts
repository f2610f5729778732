import type { SocialIdentity, SocialProviderDefinition } from '../socialProvider.js'

/** An OpenID provider's claims mapper; the test fails at once if the definition has none. */
export function claimsMapper(
  definition: SocialProviderDefinition,
): (claims: Record<string, unknown>) => SocialIdentity {
  const { identityFromClaims } = definition
  if (!identityFromClaims) throw new TypeError(`${definition.id} has no identityFromClaims`)
  return identityFromClaims
}

/** An OAuth 2 provider's reader; the test fails at once if the definition has none. */
export function identityReader(
  definition: SocialProviderDefinition,
): NonNullable<SocialProviderDefinition['readIdentity']> {
  const { readIdentity } = definition
  if (!readIdentity) throw new TypeError(`${definition.id} has no readIdentity`)
  return readIdentity
}

/** What `run` throws (`undefined` when it returns). */
export function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}
