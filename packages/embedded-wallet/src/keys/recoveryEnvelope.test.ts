import { describe, expect, it } from 'vitest'
import { openRecoveryShare, sealRecoveryShare } from './recoveryEnvelope.js'
import { defaultArgon2idCost } from './recoveryEnvelopeShape.js'
import {
  MalformedRecoveryEnvelopeError,
  RecoverySecretKindMismatchError,
  UnusableRecoverySecretError,
  WrongRecoverySecretError,
} from './recoveryErrors.js'
import { createWalletSecret } from './seed.js'
import { splitWalletSecret } from './shares.js'

// Argon2id at OWASP's cost takes a second or more; all but one test use a small cost.
const fast = { argon2id: { memoryKiB: 64, iterations: 1, parallelism: 1 } }
const prf = () => crypto.getRandomValues(new Uint8Array(32))

async function recoveryShare() {
  return (await splitWalletSecret(createWalletSecret())).recovery
}

describe('sealing the recovery share with a password', () => {
  it('opens with the same password, and the envelope survives a trip through JSON', async () => {
    const share = await recoveryShare()
    const envelope = await sealRecoveryShare(share, { password: 'correct horse battery staple' }, fast)
    const fromServer: unknown = JSON.parse(JSON.stringify(envelope))
    expect(await openRecoveryShare(fromServer, { password: 'correct horse battery staple' })).toEqual(share)
    expect(
      await openRecoveryShare(JSON.stringify(envelope), { password: 'correct horse battery staple' }),
    ).toEqual(share)
  })

  it('says the password is not right when it is not', async () => {
    const envelope = await sealRecoveryShare(await recoveryShare(), { password: 'correct horse' }, fast)
    const opening = openRecoveryShare(envelope, { password: 'Correct horse' })
    await expect(opening).rejects.toThrow(WrongRecoverySecretError)
    await expect(opening).rejects.toMatchObject({ shortMessage: 'The recovery password is not right' })
  })

  it('opens with the same password typed in another Unicode form (NFC and NFD)', async () => {
    const share = await recoveryShare()
    const envelope = await sealRecoveryShare(share, { password: 'crème brûlée'.normalize('NFC') }, fast)
    expect(await openRecoveryShare(envelope, { password: 'crème brûlée'.normalize('NFD') })).toEqual(share)
  })

  it("uses OWASP's Argon2id cost by default, and opens with it", async () => {
    const share = await recoveryShare()
    const envelope = await sealRecoveryShare(share, { password: 'a long recovery password' })
    expect(envelope).toMatchObject({
      version: 1,
      kind: 'password',
      kdf: { name: 'argon2id', memoryKiB: 19_456, iterations: 2, parallelism: 1 },
    })
    expect(defaultArgon2idCost).toEqual({ memoryKiB: 19_456, iterations: 2, parallelism: 1 })
    expect(await openRecoveryShare(envelope, { password: 'a long recovery password' })).toEqual(share)
  })

  it('uses a fresh salt and IV each time, and keeps no plain share bytes', async () => {
    const share = await recoveryShare()
    const first = await sealRecoveryShare(share, { password: 'same' }, fast)
    const second = await sealRecoveryShare(share, { password: 'same' }, fast)
    expect(first.kdf.salt).not.toBe(second.kdf.salt)
    expect(first.iv).not.toBe(second.iv)
    expect(first.ciphertext).not.toBe(second.ciphertext)
    expect(JSON.stringify(first)).not.toContain(btoa(String.fromCharCode(...share)))
  })

  it('refuses a cost outside the limits an envelope is read with, before deriving anything', async () => {
    const share = await recoveryShare()
    for (const argon2id of [{ memoryKiB: 4_194_304 }, { iterations: 0 }, { parallelism: 2, memoryKiB: 8 }]) {
      await expect(sealRecoveryShare(share, { password: 'pw' }, { argon2id })).rejects.toThrow(
        MalformedRecoveryEnvelopeError,
      )
    }
  })

  it('refuses an empty password', async () => {
    await expect(sealRecoveryShare(await recoveryShare(), { password: '' }, fast)).rejects.toThrow(
      UnusableRecoverySecretError,
    )
  })
})

describe('sealing the recovery share with a passkey PRF output', () => {
  it('opens with the same PRF output, not with another', async () => {
    const share = await recoveryShare()
    const output = prf()
    const envelope = await sealRecoveryShare(share, { prfOutput: output })
    expect(envelope).toMatchObject({ version: 1, kind: 'passkey-prf', kdf: { name: 'hkdf-sha256' } })
    expect(await openRecoveryShare(envelope, { prfOutput: output })).toEqual(share)
    const opening = openRecoveryShare(envelope, { prfOutput: prf() })
    await expect(opening).rejects.toThrow(WrongRecoverySecretError)
    await expect(opening).rejects.toMatchObject({ shortMessage: 'This passkey does not unlock your wallet' })
  })

  it('refuses a PRF output shorter than 32 bytes', async () => {
    await expect(sealRecoveryShare(await recoveryShare(), { prfOutput: new Uint8Array(16) })).rejects.toThrow(
      UnusableRecoverySecretError,
    )
  })

  it('says which secret an envelope needs when given the other kind', async () => {
    const share = await recoveryShare()
    const byPasskey = await sealRecoveryShare(share, { prfOutput: prf() })
    const byPassword = await sealRecoveryShare(share, { password: 'pw' }, fast)
    await expect(openRecoveryShare(byPasskey, { password: 'pw' })).rejects.toMatchObject({
      name: 'RecoverySecretKindMismatchError',
      kind: 'passkey-prf',
    })
    await expect(openRecoveryShare(byPassword, { prfOutput: prf() })).rejects.toThrow(
      RecoverySecretKindMismatchError,
    )
  })
})

describe('an envelope changed on the server', () => {
  it('does not open when its ciphertext, IV, salt or cost was changed', async () => {
    const envelope = await sealRecoveryShare(await recoveryShare(), { password: 'pw' }, fast)
    const ciphertext = atob(envelope.ciphertext)
    const changedCiphertext = btoa(String.fromCharCode(ciphertext.charCodeAt(0) ^ 1) + ciphertext.slice(1))
    const changes = [
      { ...envelope, ciphertext: changedCiphertext },
      { ...envelope, iv: btoa('x'.repeat(12)) },
      { ...envelope, kdf: { ...envelope.kdf, salt: btoa('y'.repeat(16)) } },
      { ...envelope, kdf: { ...envelope.kdf, memoryKiB: 72 } },
    ]
    for (const changed of changes) {
      await expect(openRecoveryShare(changed, { password: 'pw' })).rejects.toThrow(WrongRecoverySecretError)
    }
  })

  it('is refused as malformed when its shape is wrong, before any key is derived', async () => {
    const envelope = await sealRecoveryShare(await recoveryShare(), { password: 'pw' }, fast)
    const malformed: unknown[] = [
      'not json',
      null,
      [],
      { ...envelope, version: 2 },
      { ...envelope, kind: 'pin' },
      { ...envelope, kind: 'passkey-prf' },
      { ...envelope, extra: true },
      { ...envelope, iv: '!!!' },
      { ...envelope, iv: btoa('short') },
      { ...envelope, kdf: { ...envelope.kdf, memoryKiB: 4_194_304 } },
      { ...envelope, kdf: { ...envelope.kdf, iterations: 0 } },
      { ...envelope, kdf: { ...envelope.kdf, parallelism: 1.5 } },
      { ...envelope, kdf: { ...envelope.kdf, name: 'hkdf-sha256' } },
      { ...envelope, ciphertext: btoa('x'.repeat(5000)) },
    ]
    for (const value of malformed) {
      await expect(openRecoveryShare(value, { password: 'pw' })).rejects.toThrow(
        MalformedRecoveryEnvelopeError,
      )
    }
  })
})
