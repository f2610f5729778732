import type { SiwxMessage } from '@latchkit/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { expect, test } from 'vitest'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { issueNonce } from '../server/issueNonce.js'
import { createMemoryNonceStore } from '../server/nonceStore.js'
import { verifySignIn } from '../server/verifySignIn.js'
import { createBitcoinVerifier } from './createBitcoinVerifier.js'
import {
  addressesOf,
  bitcoinMainnet,
  litecoinRegtest,
  signLegacy,
  signSimpleP2tr,
  signSimpleP2wpkh,
} from './test-utils/bitcoinSigner.js'

const now = Date.parse('2026-11-22T06:00:00.000Z')

function signIn(chainId: `bip122:${string}`, accountAddress: string, nonce = 'nonce12345678') {
  const data: SiwxMessage = {
    accountAddress,
    chainId,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce,
    issuedAt: new Date(now - 1000).toISOString(),
    expirationTime: new Date(now + 60_000).toISOString(),
  }
  return { data, message: formatSiwxMessage(data) }
}

test('the verifier takes bip122 sign-ins: BIP-322 and legacy signatures of their network verify', async () => {
  const verifier = createBitcoinVerifier({ networks: { [litecoinRegtest.chainId]: litecoinRegtest.network } })
  expect(verifier.namespace).toBe('bip122')
  const key = secp256k1.utils.randomSecretKey()
  for (const { chainId, network } of [bitcoinMainnet, litecoinRegtest]) {
    const addresses = addressesOf(key, network)
    const p2tr = signIn(chainId, addresses.p2tr)
    const p2wpkh = signIn(chainId, addresses.p2wpkh)
    const p2pkh = signIn(chainId, addresses.p2pkh)
    expect(await verifier.verify({ ...p2tr, signature: signSimpleP2tr(p2tr.message, key) })).toBe(true)
    expect(await verifier.verify({ ...p2wpkh, signature: signSimpleP2wpkh(p2wpkh.message, key) })).toBe(true)
    expect(await verifier.verify({ ...p2pkh, signature: signLegacy(p2pkh.message, key, network) })).toBe(true)
    expect(await verifier.verify({ ...p2pkh, signature: signLegacy(p2wpkh.message, key, network) })).toBe(
      false,
    )
  }
})

test('what cannot be checked does not verify: a malformed signature, a foreign or unsupported address, an unknown network', async () => {
  const verifier = createBitcoinVerifier()
  const key = secp256k1.utils.randomSecretKey()
  const addresses = addressesOf(key, bitcoinMainnet.network)
  const signed = signIn(bitcoinMainnet.chainId, addresses.p2wpkh)
  const signature = signSimpleP2wpkh(signed.message, key)
  const withData = (change: Partial<SiwxMessage>) => ({
    ...signed,
    signature,
    data: { ...signed.data, ...change },
  })
  expect(await verifier.verify({ ...signed, signature })).toBe(true)
  expect(await verifier.verify({ ...signed, signature: 'not base64!' })).toBe(false)
  expect(await verifier.verify({ ...signed, signature: 'fulAAAA' })).toBe(false)
  expect(await verifier.verify(withData({ accountAddress: 'bc1qnotanaddress' }))).toBe(false)
  expect(
    await verifier.verify(withData({ accountAddress: addressesOf(key, litecoinRegtest.network).p2wpkh })),
  ).toBe(false)
  expect(
    await verifier.verify(
      withData({ accountAddress: 'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9' }),
    ),
  ).toBe(false)
  // Litecoin regtest is not built in: passed in `networks` only.
  expect(await verifier.verify(withData({ chainId: litecoinRegtest.chainId }))).toBe(false)
})

test('verifySignIn with the Bitcoin verifier refuses a wrong signature as bad-signature and accepts the right one', async () => {
  const nonceStore = createMemoryNonceStore()
  const verifier = createBitcoinVerifier({ networks: { [litecoinRegtest.chainId]: litecoinRegtest.network } })
  const key = secp256k1.utils.randomSecretKey()
  const address = addressesOf(key, litecoinRegtest.network).p2tr
  const { message } = signIn(litecoinRegtest.chainId, address, await issueNonce({ nonceStore, now }))
  const expected = {
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    chainId: litecoinRegtest.chainId,
    now,
  }
  const check = (signature: string) => verifySignIn({ message, signature, expected, nonceStore, verifier })

  expect(await check(signSimpleP2tr(message, secp256k1.utils.randomSecretKey()))).toEqual({
    ok: false,
    reason: 'bad-signature',
  })
  expect(await check(signSimpleP2tr(`${message}.`, key))).toEqual({ ok: false, reason: 'bad-signature' })
  expect(await check('not base64!')).toEqual({ ok: false, reason: 'bad-signature' })
  // The refusals did not burn the nonce: the account's own signature is accepted, once.
  const signature = signSimpleP2tr(message, key)
  expect(await check(signature)).toEqual({
    ok: true,
    data: expect.objectContaining({ accountAddress: address, chainId: litecoinRegtest.chainId }),
  })
  expect(await check(signature)).toEqual({ ok: false, reason: 'reused-nonce' })
})
