import { bytesToHex } from '@noble/hashes/utils.js'
import { mnemonicToSeedSync } from '@scure/bip39'
import { describe, expect, it } from 'vitest'
import { bip39SeedOf } from './bip39Seed.js'
import { mnemonicOf } from './seed.js'

describe('bip39SeedOf', () => {
  it('gives the well-known seed of "abandon … about" with no passphrase', async () => {
    expect(bytesToHex(await bip39SeedOf(new Uint8Array(16)))).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc1' +
        '9a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    )
  })

  // One random secret per BIP-39 length. @scure/bip39's JavaScript PBKDF2 is the reference; it can
  // take most of a second a call on a busy test worker, hence no property test with many cases.
  it.each([16, 20, 24, 28, 32])('agrees with @scure/bip39 for a random %i-byte secret', async (length) => {
    const secret = crypto.getRandomValues(new Uint8Array(length))
    expect(await bip39SeedOf(secret)).toEqual(mnemonicToSeedSync(mnemonicOf(secret)))
  })
})
