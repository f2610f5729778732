import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveAccounts } from './accounts.js'
import { createAdditionalShare } from './additionalShare.js'
import { createDeviceShareStore } from './deviceShareStore.js'
import { SharesDoNotCombineError } from './errors.js'
import { createMemoryStore } from './keyValueStore.js'
import { openRecoveryShare, sealRecoveryShare } from './recoveryEnvelope.js'
import { WrongRecoverySecretError } from './recoveryErrors.js'
import { createWalletSecret } from './seed.js'
import { combineShares, splitWalletSecret, type WalletShares } from './shares.js'
import { withWalletAccounts } from './withWalletSecret.js'

// SECURITY.md, "What each party alone can do", for the keys: what a holder of one share, or of a
// share and the wrong secret, can and cannot rebuild.
const fast = { argon2id: { memoryKiB: 64, iterations: 1, parallelism: 1 } }
const shareNames = ['device', 'auth', 'recovery'] as const

/** A visitor's first device: a new wallet, its shares placed where SECURITY.md puts them. */
async function createVisitorWallet(password: string) {
  const secret = createWalletSecret()
  const addresses = await deriveAccounts(secret).then(({ evm, solana }) => [evm.address, solana.address])
  const shares = await splitWalletSecret(secret)
  const firstDevice = createDeviceShareStore({ store: createMemoryStore() })
  await firstDevice.saveDeviceShare('visitor', shares.device)
  const server = {
    authShare: shares.auth,
    recoveryEnvelope: JSON.stringify(await sealRecoveryShare(shares.recovery, { password }, fast)),
  }
  return { addresses, shares, server }
}

describe('one share alone', () => {
  it('never rebuilds the secret: with any guessed second share, the answer is a typed error (property)', async () => {
    const shares: WalletShares = await splitWalletSecret(createWalletSecret())
    const shareLength = shares.device.length
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...shareNames),
        fc.uint8Array({ minLength: shareLength - 1, maxLength: shareLength - 1 }),
        async (held, guess) => {
          const guessedShare = Uint8Array.from([1, ...guess])
          await expect(combineShares(shares[held], guessedShare)).rejects.toThrow(SharesDoNotCombineError)
        },
      ),
    )
  })
})

describe('a new device', () => {
  it('rebuilds the same addresses from the auth share and the recovery share opened with the password', async () => {
    const { addresses, server } = await createVisitorWallet('my recovery password')

    // The new device signs in by email (auth share) and the visitor types the recovery password.
    const recoveryShare = await openRecoveryShare(server.recoveryEnvelope, {
      password: 'my recovery password',
    })
    const recovered = await withWalletAccounts([server.authShare, recoveryShare], ({ evm, solana }) => [
      evm.address,
      solana.address,
    ])
    expect(recovered).toEqual(addresses)
  })

  it('then keeps a device share of its own, which opens the wallet with the auth share', async () => {
    const { addresses, server } = await createVisitorWallet('pw')
    const recoveryShare = await openRecoveryShare(server.recoveryEnvelope, { password: 'pw' })
    const newDevice = createDeviceShareStore({ store: createMemoryStore() })
    await newDevice.saveDeviceShare('visitor', await createAdditionalShare(server.authShare, recoveryShare))

    // Later, on that device: the stored device share and the auth share released to the session.
    const deviceShare = (await newDevice.loadDeviceShare('visitor')) as Uint8Array
    const reopened = await withWalletAccounts([deviceShare, server.authShare], ({ evm, solana }) => [
      evm.address,
      solana.address,
    ])
    expect(reopened).toEqual(addresses)
  })

  it('rebuilds nothing with the wrong password: the recovery share stays closed', async () => {
    const { server } = await createVisitorWallet('the right password')
    await expect(
      openRecoveryShare(server.recoveryEnvelope, { password: 'a wrong password' }),
    ).rejects.toThrow(WrongRecoverySecretError)
  })

  it('rebuilds nothing with the email code alone: the auth share with a stolen device share of another wallet fails', async () => {
    const { server } = await createVisitorWallet('pw')
    const otherWallet = await splitWalletSecret(createWalletSecret())
    await expect(combineShares(server.authShare, otherWallet.device)).rejects.toThrow(SharesDoNotCombineError)
  })
})
