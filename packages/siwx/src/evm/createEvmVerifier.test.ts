import type { SiwxMessage } from '@latchkit/core'
import { deploySmartWallet, type EvmRig, prepareUndeployedSmartWallet, startEvm } from '@latchkit/testing/evm'
import {
  type Chain,
  createPublicClient,
  http,
  type PublicClient,
  serializeErc6492Signature,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { formatSiwxMessage } from '../message/formatMessage.js'
import { createEvmVerifier } from './createEvmVerifier.js'

let rig: EvmRig
let clients: PublicClient[]

beforeAll(async () => {
  rig = await startEvm()
  clients = rig.chains.map((chain) =>
    createPublicClient<Transport, Chain | undefined>({ chain: chain.chain, transport: http() }),
  )
})
afterAll(() => rig?.stop())

function signIn(accountAddress: string, chainId = 31337) {
  const data: SiwxMessage = {
    accountAddress,
    chainId: `eip155:${chainId}`,
    domain: 'shop.example.com',
    uri: 'https://shop.example.com',
    version: '1',
    nonce: 'nonce12345678',
    issuedAt: new Date().toISOString(),
  }
  return { data, message: formatSiwxMessage(data) }
}

const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`no rig account ${index}`)
  return privateKeyToAccount(found.privateKey)
}

test("an EOA's signature of its sign-in message verifies on the rig chain", async () => {
  const signer = account(0)
  const { data, message } = signIn(signer.address)
  const signature = await signer.signMessage({ message })
  const verifier = createEvmVerifier({ clients })
  expect(await verifier.verify({ data, message, signature })).toBe(true)
})

test("another account's signature, an edited message or a garbled signature does not verify", async () => {
  const { data, message } = signIn(account(0).address)
  const verifier = createEvmVerifier({ clients })
  const foreign = await account(1).signMessage({ message })
  expect(await verifier.verify({ data, message, signature: foreign })).toBe(false)
  const signature = await account(0).signMessage({ message })
  expect(await verifier.verify({ data, message: message.replace('shop', 'shoq'), signature })).toBe(false)
  expect(await verifier.verify({ data, message, signature: 'not hex' })).toBe(false)
})

test('a contract wallet (ERC-1271) signs in with its owner key, checked on the configured RPC', async () => {
  const [chainA] = rig.chains
  const owner = account(2)
  const wallet = await deploySmartWallet({ chain: chainA, owner: owner.address })
  const { data, message } = signIn(wallet)
  const signature = await owner.signMessage({ message })
  // Dialed from the kit's network list, as a site configures it.
  const verifier = createEvmVerifier({
    networks: [
      {
        id: chainA.chainId,
        caipNetworkId: `eip155:${chainA.chainId}`,
        chainNamespace: 'eip155',
        name: chainA.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chainA.rpcUrl] } },
      },
    ],
  })
  expect(await verifier.verify({ data, message, signature })).toBe(true)
  const stranger = await account(3).signMessage({ message })
  expect(await verifier.verify({ data, message, signature: stranger })).toBe(false)
})

test('a contract wallet does not verify on a chain where it is not deployed, nor on an unconfigured chain', async () => {
  const owner = account(4)
  const wallet = await deploySmartWallet({ chain: rig.chains[0], owner: owner.address })
  const onB = signIn(wallet, 31338)
  const verifier = createEvmVerifier({ clients })
  expect(
    await verifier.verify({ ...onB, signature: await owner.signMessage({ message: onB.message }) }),
  ).toBe(false)
  const elsewhere = signIn(owner.address, 5)
  expect(
    await verifier.verify({
      ...elsewhere,
      signature: await owner.signMessage({ message: elsewhere.message }),
    }),
  ).toBe(false)
})

test('a contract wallet not deployed yet signs in with an ERC-6492 signature carrying its factory call', async () => {
  const owner = account(7)
  const counterfactual = await prepareUndeployedSmartWallet({ chain: rig.chains[0], owner: owner.address })
  const [client] = clients
  expect(await client?.getCode({ address: counterfactual.address })).toBeUndefined()
  const { data, message } = signIn(counterfactual.address)
  const wrap = async (signer: ReturnType<typeof account>) =>
    serializeErc6492Signature({
      address: counterfactual.factory,
      data: counterfactual.factoryData,
      signature: await signer.signMessage({ message }),
    })
  const verifier = createEvmVerifier({ clients })
  expect(await verifier.verify({ data, message, signature: await wrap(owner) })).toBe(true)
  expect(await verifier.verify({ data, message, signature: await wrap(account(8)) })).toBe(false)
})
