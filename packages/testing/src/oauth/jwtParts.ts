/** A compact JWT taken apart, unverified. */
export type JwtParts = {
  header: Record<string, unknown>
  claims: Record<string, unknown>
  /** What the signature signs: the encoded header and claims joined by a dot. */
  signingInput: string
  signature: Buffer
}

/** The parts of a compact JWS (three base64url parts, header and claims JSON objects), or undefined. */
export function decodeJwtParts(token: string): JwtParts | undefined {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts
  const header = jsonObject(encodedHeader)
  const claims = jsonObject(encodedClaims)
  if (!header || !claims) return undefined
  return {
    header,
    claims,
    signingInput: `${encodedHeader}.${encodedClaims}`,
    signature: Buffer.from(encodedSignature, 'base64url'),
  }
}

function jsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
