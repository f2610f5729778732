import { type FarcasterChainRig, startFarcasterChain } from '@latchkit/testing/farcaster'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { idRegistryReader } from './idRegistryReader.js'
import { resolveFarcasterLogin } from './resolveFarcasterLogin.js'

let chain: FarcasterChainRig

beforeAll(async () => {
  chain = await startFarcasterChain({ accountCount: 1 })
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

const readerOn = (chainId: number) =>
  idRegistryReader(
    resolveFarcasterLogin({ rpcUrl: chain.rpcUrl, idRegistryAddress: chain.idRegistry.address, chainId }) ??
      (() => {
        throw new Error('Farcaster config did not resolve.')
      })(),
  )

test('the registry says which fid an address holds, on the configured chain', async () => {
  const custody = privateKeyToAddress(generatePrivateKey())
  const reader = readerOn(chain.chainId)
  expect(await reader.idOf(custody)).toBe(0n)
  const fid = await chain.idRegistry.register(custody)
  expect(await reader.idOf(custody)).toBe(BigInt(fid))
})

test('a node on another chain is not read: the same address there is someone else’s contract', async () => {
  const custody = privateKeyToAddress(generatePrivateKey())
  await chain.idRegistry.register(custody)
  await expect(readerOn(8453).idOf(custody)).rejects.toThrow(/chain 10, not the configured 8453/)
})
