import type { KitStateSnapshot } from '@latchkit/core'

/** The WalletConnect pairing as the QR view needs it. */
export type PairingView = {
  uri: string | undefined
  /** Milliseconds since the epoch; `undefined` when the pairing does not say. */
  expiresAt: number | undefined
  status: string | undefined
}

/**
 * Reads `state.walletConnect` ({ uri, expiresAt, status }) without trusting its shape: the
 * field belongs to the WalletConnect support of core and may be missing or partial.
 */
export function readPairing(state: KitStateSnapshot): PairingView {
  const value: unknown = (state as { walletConnect?: unknown }).walletConnect
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const expiresAt = record.expiresAt
  return {
    uri: typeof record.uri === 'string' && record.uri !== '' ? record.uri : undefined,
    expiresAt:
      typeof expiresAt === 'number' && Number.isFinite(expiresAt)
        ? // Seconds (as in a pairing URI's expiryTimestamp) or milliseconds.
          expiresAt < 1e12
          ? expiresAt * 1000
          : expiresAt
        : undefined,
    status: typeof record.status === 'string' ? record.status : undefined,
  }
}

/** Whether the pairing's QR code can no longer be used. */
export function isPairingExpired(pairing: PairingView, now: number): boolean {
  return pairing.status === 'expired' || (pairing.expiresAt !== undefined && pairing.expiresAt <= now)
}
