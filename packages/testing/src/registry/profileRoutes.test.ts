import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApi } from '../../../core/src/api/createBlockchainApi.js'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The profile endpoints of the rig's provider API through @latchkit/core's client, with real keys
// and real signatures (fresh keys per test: no chain is needed to sign a message).

let registry: Registry
const logger: Logger = { warn: () => {}, error: () => {} }
beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry?.stop())

const api = () =>
  createBlockchainApi({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    logger,
  })
const rigChain = 'eip155:31337'
/** ENSIP-11's coin type of the rig's first chain (31337). */
const rigCoinType = (0x80000000 | 31337) >>> 0
const seconds = (ms = Date.now()) => Math.floor(ms / 1000)

/** A fresh key's registration of `name`: the message as the kit builds it, signed for real. */
async function signedRegistration(name: string, options: { timestamp?: number; coinType?: number } = {}) {
  const signer = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: options.timestamp ?? seconds() })
  return {
    signer,
    registration: {
      coinType: options.coinType ?? rigCoinType,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    },
  }
}

describe('the profile endpoints', () => {
  test("register under the chain's ENSIP-11 coin type, and the identity of the address is then the name", async () => {
    const client = api()
    const { signer, registration } = await signedRegistration('mallory-7.reown.id')
    expect(await client.getIdentity({ address: signer.address, caipNetworkId: rigChain })).toEqual({
      name: null,
      avatar: null,
    })
    expect(await client.registerName(registration)).toEqual({ success: true })
    expect(await client.lookupName({ name: 'mallory-7.reown.id' })).toEqual({
      name: 'mallory-7.reown.id',
      addresses: { [String(rigCoinType)]: { address: signer.address } },
      attributes: {},
    })
    expect(
      await client.getIdentity({ address: signer.address.toLowerCase(), caipNetworkId: rigChain }),
    ).toEqual({ name: 'mallory-7.reown.id', avatar: null })
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await client.getIdentity({ address: stranger.address, caipNetworkId: rigChain })).toMatchObject({
      name: null,
    })
  })

  test('accept coin type 60 and the legacy .wcn.id; refuse other coin types and other zones', async () => {
    const client = api()
    const mainnet = await signedRegistration('niaj-1.reown.id', { coinType: 60 })
    await expect(client.registerName(mainnet.registration)).resolves.toEqual({ success: true })
    const legacy = await signedRegistration('olivia-1.wcn.id')
    await expect(client.registerName(legacy.registration)).resolves.toEqual({ success: true })
    expect((await client.lookupName({ name: 'olivia-1.wcn.id' }))?.name).toBe('olivia-1.wcn.id')

    for (const coinType of [0, 61, 501, 0x7fffffff, 2 ** 32]) {
      const { registration } = await signedRegistration(`peggy-${coinType}.reown.id`, { coinType })
      await expect(client.registerName(registration), String(coinType)).rejects.toMatchObject({
        name: 'HttpError',
        status: 400,
      })
    }
    for (const name of ['peggy-1.eth', 'peg.reown.id', 'peggy_1.reown.id', 'peggy.1.reown.id']) {
      const { registration } = await signedRegistration(name)
      await expect(client.registerName(registration), name).rejects.toMatchObject({ status: 400 })
    }
  })

  test('refuse a message signed more than 10 minutes ago or dated in the future (a replay)', async () => {
    const client = api()
    const old = await signedRegistration('quentin-1.reown.id', { timestamp: seconds() - 11 * 60 })
    await expect(client.registerName(old.registration)).rejects.toMatchObject({ status: 400 })
    const ahead = await signedRegistration('quentin-1.reown.id', { timestamp: seconds() + 60 })
    await expect(client.registerName(ahead.registration)).rejects.toMatchObject({ status: 400 })
    expect(await client.lookupName({ name: 'quentin-1.reown.id' })).toBeNull()
    const recent = await signedRegistration('quentin-1.reown.id', { timestamp: seconds() - 9 * 60 })
    await expect(client.registerName(recent.registration)).resolves.toEqual({ success: true })
  })

  test('refuse another key than the address (401) and a name already taken (409)', async () => {
    const client = api()
    const { registration } = await signedRegistration('rupert-1.reown.id')
    const other = privateKeyToAccount(generatePrivateKey())
    await expect(
      client.registerName({
        ...registration,
        signature: await other.signMessage({ message: registration.message }),
      }),
    ).rejects.toMatchObject({ name: 'HttpError', status: 401 })
    expect(await client.lookupName({ name: 'rupert-1.reown.id' })).toBeNull()

    await client.registerName(registration)
    const second = await signedRegistration('rupert-1.reown.id')
    await expect(client.registerName(second.registration)).rejects.toMatchObject({ status: 409 })
    expect((await client.getNameSuggestions({ name: 'rupert-1' }))[0]).toEqual({
      name: 'rupert-1.reown.id',
      registered: true,
    })
  })
})
