import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { idRegistryArtifact } from './idRegistryArtifact.generated.js'
import { type FarcasterChainRig, startFarcasterChain } from './startFarcasterChain.js'

let rig: FarcasterChainRig

beforeAll(async () => {
  rig = await startFarcasterChain()
}, 60_000)

afterAll(async () => {
  await rig?.stop()
})

test('the registry answers idOf and custodyOf as Farcaster reads them, one fid per address', async () => {
  const [, alice, bob] = rig.accounts
  if (!alice || !bob) throw new Error('The rig has too few accounts.')
  const client = createPublicClient({ transport: http(rig.rpcUrl) })
  expect(await client.getChainId()).toBe(10)
  const read = { address: rig.idRegistry.address, abi: idRegistryArtifact.abi } as const
  expect(await client.readContract({ ...read, functionName: 'idOf', args: [alice.address] })).toBe(0n)

  const aliceFid = await rig.idRegistry.register(alice.address)
  const bobFid = await rig.idRegistry.register(bob.address)
  expect(bobFid).toBe(aliceFid + 1)
  expect(await client.readContract({ ...read, functionName: 'idOf', args: [alice.address] })).toBe(
    BigInt(aliceFid),
  )
  expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [BigInt(bobFid)] })).toBe(
    bob.address,
  )
  await expect(rig.idRegistry.register(alice.address)).rejects.toThrow(/reverted/)
}, 30_000)
