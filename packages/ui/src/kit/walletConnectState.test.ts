import type { KitStateSnapshot } from '@latchkit/core'
import { expect, test } from 'vitest'
import { isPairingExpired, readPairing } from './walletConnectState.js'

const withPairing = (walletConnect: unknown) => ({ walletConnect }) as unknown as KitStateSnapshot

test('reads the pairing, in seconds or milliseconds', () => {
  expect(readPairing(withPairing({ uri: 'wc:abc@2', expiresAt: 1_700_000_300, status: 'pending' }))).toEqual({
    uri: 'wc:abc@2',
    expiresAt: 1_700_000_300_000,
    status: 'pending',
  })
  expect(readPairing(withPairing({ uri: 'wc:abc@2', expiresAt: 1_700_000_300_000 })).expiresAt).toBe(
    1_700_000_300_000,
  )
})

test('a missing or malformed pairing reads as none', () => {
  const none = { uri: undefined, expiresAt: undefined, status: undefined }
  expect(readPairing({} as KitStateSnapshot)).toEqual(none)
  expect(readPairing(withPairing(null))).toEqual(none)
  expect(readPairing(withPairing({ uri: 42, expiresAt: 'soon', status: {} }))).toEqual(none)
  expect(readPairing(withPairing({ uri: '' })).uri).toBeUndefined()
})

test('expired by time or by status', () => {
  const pairing = { uri: 'wc:x', expiresAt: 1000, status: 'pending' }
  expect(isPairingExpired(pairing, 999)).toBe(false)
  expect(isPairingExpired(pairing, 1000)).toBe(true)
  expect(isPairingExpired({ ...pairing, expiresAt: undefined, status: 'expired' }, 0)).toBe(true)
  expect(isPairingExpired({ ...pairing, expiresAt: undefined }, Number.MAX_SAFE_INTEGER)).toBe(false)
})
