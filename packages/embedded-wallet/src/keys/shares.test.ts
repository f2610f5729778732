import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './accounts.js'
import { InvalidWalletSecretError, SharesDoNotCombineError } from './errors.js'
import { createWalletSecret, mnemonicOf } from './seed.js'
import { combineShares, splitWalletSecret } from './shares.js'
import { withWalletAccounts, withWalletSecret } from './withWalletSecret.js'

const pairsOfThree = [
  ['device', 'auth'],
  ['device', 'recovery'],
  ['auth', 'recovery'],
  ['recovery', 'device'],
] as const

describe('splitWalletSecret and combineShares', () => {
  it.each(pairsOfThree)('rebuilds the secret from the %s and %s shares', async (first, second) => {
    const secret = createWalletSecret()
    const shares = await splitWalletSecret(secret)
    expect(await combineShares(shares[first], shares[second])).toEqual(secret)
  })

  it('rebuilds every secret from every pair (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.constantFrom(...pairsOfThree),
        async (secret, [first, second]) => {
          const shares = await splitWalletSecret(secret)
          expect(await combineShares(shares[first], shares[second])).toEqual(secret)
        },
      ),
    )
  })

  it('makes shares that differ from one split to the next and do not contain the secret', async () => {
    const secret = createWalletSecret()
    const once = await splitWalletSecret(secret)
    const twice = await splitWalletSecret(secret)
    expect(once.device).not.toEqual(twice.device)
    for (const share of Object.values(once)) expect(containsRun(share, secret.subarray(0, 8))).toBe(false)
  })

  it('refuses two shares of different wallets instead of rebuilding a third wallet', async () => {
    const mine = await splitWalletSecret(createWalletSecret())
    const theirs = await splitWalletSecret(createWalletSecret())
    await expect(combineShares(mine.device, theirs.auth)).rejects.toThrow(SharesDoNotCombineError)
  })

  it('refuses a share changed by one bit', async () => {
    const shares = await splitWalletSecret(createWalletSecret())
    const changed = shares.auth.slice()
    changed[5] = (changed[5] as number) ^ 0x01
    await expect(combineShares(shares.device, changed)).rejects.toThrow(SharesDoNotCombineError)
  })

  it('refuses the same share given twice, shares of different lengths and malformed bytes', async () => {
    const shares = await splitWalletSecret(createWalletSecret())
    const longer = await splitWalletSecret(new Uint8Array(32).fill(7))
    await expect(combineShares(shares.device, shares.device.slice())).rejects.toThrow(SharesDoNotCombineError)
    await expect(combineShares(shares.device, longer.auth)).rejects.toThrow(SharesDoNotCombineError)
    await expect(combineShares(shares.device, new Uint8Array(0))).rejects.toThrow(SharesDoNotCombineError)
    const unknownFormat = shares.auth.slice()
    unknownFormat[0] = 2
    await expect(combineShares(shares.device, unknownFormat)).rejects.toThrow(SharesDoNotCombineError)
  })

  it('refuses to split bytes that are not a wallet secret', async () => {
    await expect(splitWalletSecret(new Uint8Array(64))).rejects.toThrow(InvalidWalletSecretError)
  })
})

describe('withWalletSecret and withWalletAccounts', () => {
  it('hands the rebuilt secret to the operation and wipes it afterwards', async () => {
    const secret = createWalletSecret()
    const shares = await splitWalletSecret(secret)
    let seen: Uint8Array | undefined
    const mnemonic = await withWalletSecret([shares.auth, shares.recovery], (rebuilt) => {
      seen = rebuilt
      return mnemonicOf(rebuilt)
    })
    expect(mnemonic).toBe(mnemonicOf(secret))
    expect(seen).toEqual(new Uint8Array(16))
  })

  it('wipes the secret when the operation fails, and passes the failure on', async () => {
    const shares = await splitWalletSecret(createWalletSecret())
    let seen: Uint8Array | undefined
    const failing = withWalletSecret([shares.device, shares.auth], (rebuilt) => {
      seen = rebuilt
      throw new SharesDoNotCombineError({ reason: 'a failure inside the operation' })
    })
    await expect(failing).rejects.toThrow('a failure inside the operation')
    expect(seen).toEqual(new Uint8Array(16))
  })

  it("hands over the wallet's accounts and wipes the Solana secret key afterwards", async () => {
    const secret = createWalletSecret()
    const expected = await deriveAccounts(secret)
    const shares = await splitWalletSecret(secret)
    let solanaSecretKey: Uint8Array | undefined
    const addresses = await withWalletAccounts([shares.device, shares.recovery], (accounts) => {
      solanaSecretKey = accounts.solana.secretKey
      return [accounts.evm.address, accounts.solana.address]
    })
    expect(addresses).toEqual([expected.evm.address, expected.solana.address])
    expect(solanaSecretKey).toEqual(new Uint8Array(64))
  })
})

function containsRun(haystack: Uint8Array, needle: Uint8Array): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((byte, offset) => haystack[start + offset] === byte)) return true
  }
  return false
}
