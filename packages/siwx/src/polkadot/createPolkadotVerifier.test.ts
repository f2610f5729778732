import type { SiwxMessage } from '@latchkit/core'
import { cryptoIsReady } from '@polkadot/util-crypto'
import { expect, test } from 'vitest'
import { createPolkadotVerifier } from './createPolkadotVerifier.js'
import { keyTypes, kusamaChainId, polkadotAccount, polkadotChainId } from './test-utils/polkadotSigner.js'
import { polkadotSignIn } from './test-utils/signInMessage.js'

test('the verifier takes polkadot sign-ins of every key type, with no setup by the caller', async () => {
  const verifier = createPolkadotVerifier()
  expect(verifier.namespace).toBe('polkadot')
  for (const type of keyTypes) {
    const account = polkadotAccount(type)
    const signIn = polkadotSignIn(account.address, polkadotChainId)
    expect(await verifier.verify({ ...signIn, signature: account.signAsExtension(signIn.message) })).toBe(
      true,
    )
    expect(await verifier.verify({ ...signIn, signature: account.signBare(signIn.message) })).toBe(true)
    const kusama = polkadotSignIn(account.addressWithPrefix(2), kusamaChainId)
    expect(await verifier.verify({ ...kusama, signature: account.signAsExtension(kusama.message) })).toBe(
      true,
    )
    expect(
      await verifier.verify({ ...signIn, signature: polkadotAccount(type).signAsExtension(signIn.message) }),
    ).toBe(false)
  }
  // The first verification initialised util-crypto's WASM itself.
  expect(cryptoIsReady()).toBe(true)
})

test('what cannot be checked does not verify: a malformed signature or an address that is not SS58', async () => {
  const verifier = createPolkadotVerifier()
  const account = polkadotAccount('sr25519')
  const signed = polkadotSignIn(account.address, polkadotChainId)
  const signature = account.signAsExtension(signed.message)
  const withData = (change: Partial<SiwxMessage>) => ({
    ...signed,
    signature,
    data: { ...signed.data, ...change },
  })
  expect(await verifier.verify({ ...signed, signature })).toBe(true)
  expect(await verifier.verify({ ...signed, signature: signature.slice(0, -10) })).toBe(false)
  expect(await verifier.verify({ ...signed, signature: 'not hex!' })).toBe(false)
  expect(await verifier.verify(withData({ accountAddress: 'notAnSs58Address' }))).toBe(false)
  expect(
    await verifier.verify(
      withData({ accountAddress: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d' }),
    ),
  ).toBe(false)
})
