import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAdditionalShare } from './additionalShare.js'
import { SharesDoNotCombineError } from './errors.js'
import { createWalletSecret } from './seed.js'
import { combineShares, splitWalletSecret } from './shares.js'

describe('createAdditionalShare', () => {
  it('makes a share that rebuilds the wallet with each of the three first shares (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.constantFrom(
          ['auth', 'recovery'] as const,
          ['device', 'auth'] as const,
          ['recovery', 'device'] as const,
        ),
        async (secret, [first, second]) => {
          const shares = await splitWalletSecret(secret)
          const added = await createAdditionalShare(shares[first], shares[second])
          for (const share of Object.values(shares)) {
            // A new x may be the x of the share not given (1 in 253): then it is that very share.
            if (added.at(-1) === share.at(-1)) expect(added).toEqual(share)
            else expect(await combineShares(added, share)).toEqual(secret)
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it('makes shares that rebuild the wallet with each other (two new devices)', async () => {
    const secret = createWalletSecret()
    const shares = await splitWalletSecret(secret)
    const phone = await createAdditionalShare(shares.auth, shares.recovery)
    const laptop = await createAdditionalShare(shares.auth, shares.recovery)
    // Two devices may draw the same x (1 in 253): then they hold the same share.
    if (phone.at(-1) === laptop.at(-1)) expect(phone).toEqual(laptop)
    else expect(await combineShares(phone, laptop)).toEqual(secret)
    expect(await combineShares(laptop, shares.auth)).toEqual(secret)
  })

  it('refuses two shares of different wallets', async () => {
    const mine = await splitWalletSecret(createWalletSecret())
    const theirs = await splitWalletSecret(createWalletSecret())
    await expect(createAdditionalShare(mine.auth, theirs.recovery)).rejects.toThrow(SharesDoNotCombineError)
  })
})
