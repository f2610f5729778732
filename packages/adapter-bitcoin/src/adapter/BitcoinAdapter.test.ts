import { ConnectionRejectedError, createLatchKit, createMemoryStorage } from '@latchkit/core'
import { createBitcoinVerifier } from '@latchkit/siwx/bitcoin'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'
import type { UnisatProvider } from '../wallets/unisat/unisatProvider.js'
import { BitcoinAdapter } from './BitcoinAdapter.js'

// The adapter in a kit, against the rig's regtest node: the wallet is a Unisat-style provider whose
// key is one of the node's own, so every signature is the node's (`signmessage`), not a stand-in's.
let regtest: RegtestNetwork
let node: RegtestNetwork['node']
let network: BitcoinNetwork

beforeAll(async () => {
  regtest = await startRegtestNetwork()
  ;({ node, network } = regtest)
})
afterAll(() => regtest?.stop())
afterEach(() => {
  delete (globalThis as { unisat?: unknown }).unisat
})

/** A Unisat-style wallet holding one of the node wallet's legacy keys; `decline` makes it refuse its next request. */
async function installNodeBackedUnisat() {
  const wallet = { wallet: node.walletName }
  const address = (await node.rpc('getnewaddress', ['', 'legacy'], wallet)) as string
  const { pubkey } = (await node.rpc('getaddressinfo', [address], wallet)) as { pubkey: string }
  let authorized = false
  let declineNext = false
  const answer = async <value>(run: () => Promise<value> | value): Promise<value> => {
    if (declineNext) {
      declineNext = false
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    return run()
  }
  const provider: UnisatProvider = {
    requestAccounts: () =>
      answer(() => {
        authorized = true
        return [address]
      }),
    getAccounts: async () => (authorized ? [address] : []),
    getPublicKey: async () => pubkey,
    signMessage: (message, type) =>
      answer(async () => {
        if (type !== 'ecdsa') throw new Error('This wallet signs legacy messages only.')
        return node.rpc('signmessage', [address, message], wallet)
      }),
  }
  ;(globalThis as { unisat?: unknown }).unisat = provider
  const decline = () => {
    declineNext = true
  }
  return { address, pubkey, decline }
}

function setUp() {
  const adapter = new BitcoinAdapter({ networks: [network], walletStandard: false, discoveryRetryMs: [] })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    storage: createMemoryStorage(),
    basic: true,
  })
  return { adapter, kit }
}

test('a Bitcoin wallet connects through the kit: its payment account with its public key, its balance, a signature that verifies', async () => {
  const wallet = await installNodeBackedUnisat()
  const { adapter, kit } = setUp()
  await kit.ready
  expect(kit.getState().connectors.connectors.map((connector) => connector.id)).toContain('io.unisat')

  await kit.connect({ connectorId: 'io.unisat' })
  expect(kit.getState().accounts.bip122).toMatchObject({ status: 'connected', address: wallet.address })
  expect(await adapter.getAccounts({ connectorId: 'io.unisat' })).toEqual([
    { address: wallet.address, type: 'payment', publicKey: wallet.pubkey },
  ])

  await node.fund(wallet.address, '2')
  expect(await adapter.getBalance({ address: wallet.address, network })).toEqual({
    balance: '2',
    symbol: 'LTC',
  })

  const message = 'Sign in to shop.example.com'
  const signature = await adapter.signMessage({
    connectorId: 'io.unisat',
    address: wallet.address,
    message,
    protocol: 'ecdsa',
  })
  const verifier = createBitcoinVerifier({ networks: { [network.caipNetworkId]: litecoinRegtestParameters } })
  const data = {
    accountAddress: wallet.address,
    chainId: network.caipNetworkId,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: 'n0nce1234',
  }
  expect(await verifier.verify({ data, message, signature })).toBe(true)
  expect(await verifier.verify({ data, message: `${message}!`, signature })).toBe(false)
  // The adapter checks the same way (the kit verifies every sign-in with it).
  expect(await adapter.verifyMessage({ address: wallet.address, message, signature, network })).toBe(true)
  expect(
    await adapter.verifyMessage({ address: wallet.address, message: `${message}!`, signature, network }),
  ).toBe(false)
  expect(
    await adapter.verifyMessage({
      address: wallet.address,
      message,
      signature: 'bm90IGEgc2lnbmF0dXJl',
      network,
    }),
  ).toBe(false)

  await kit.disconnect()
  expect(kit.getState().accounts.bip122?.status).toBe('disconnected')
  kit.destroy()
  adapter.destroy()
})

test('a visitor who declines the connection leaves the kit disconnected, and trying again connects', async () => {
  const wallet = await installNodeBackedUnisat()
  const { adapter, kit } = setUp()
  await kit.ready
  wallet.decline()
  await expect(kit.connect({ connectorId: 'io.unisat' })).rejects.toBeInstanceOf(ConnectionRejectedError)
  expect(kit.getState().accounts.bip122?.status).not.toBe('connected')
  await kit.connect({ connectorId: 'io.unisat' })
  expect(kit.getState().accounts.bip122).toMatchObject({ status: 'connected', address: wallet.address })
  kit.destroy()
  adapter.destroy()
})
