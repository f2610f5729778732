/**
 * When a `wc:` pairing URI expires, in milliseconds since the epoch, from its `expiryTimestamp`
 * parameter (seconds). `undefined` when the URI has none.
 */
export function pairingExpiry(uri: string): number | undefined {
  const query = uri.split('?')[1]
  const seconds = Number(new URLSearchParams(query ?? '').get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined
}
