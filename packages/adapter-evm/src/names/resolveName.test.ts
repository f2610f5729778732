import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import type { Chain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'

// The send form's receiver typed as an ENS name, resolved by the rig's ENS contracts.

let rig: EvmRig
let adapter: EvmAdapter
let chainA: EvmNetwork

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
  adapter = createRigAdapter(rig)
  chainA = adapter.networks[0] as EvmNetwork
})
afterAll(async () => {
  adapter?.destroy()
  await rig?.stop()
})

const alice = () => {
  const profile = rig.ensProfiles.find((candidate) => candidate.name === 'alice.latch.eth')
  if (!profile) throw new Error('The rig names alice.latch.eth.')
  return profile
}

describe('resolveName', () => {
  it('resolves an ENS name to its address, written in any case', async () => {
    for (const name of ['alice.latch.eth', 'Alice.Latch.ETH', ' alice.latch.eth '])
      expect(await adapter.resolveName({ name, network: chainA })).toBe(alice().address)
  })

  it('has no address for an unknown name, the empty name, or a name ENS refuses (a direction override)', async () => {
    expect(await adapter.resolveName({ name: 'nobody.latch.eth', network: chainA })).toBeUndefined()
    expect(await adapter.resolveName({ name: '', network: chainA })).toBeUndefined()
    expect(await adapter.resolveName({ name: 'alice\u202E.latch.eth', network: chainA })).toBeUndefined()
    // ENSIP-15 ignores a zero-width space: the name is the one it reads as.
    expect(await adapter.resolveName({ name: 'ali\u200Bce.latch.eth', network: chainA })).toBe(
      alice().address,
    )
  })

  it('has no address on a network without ENS, and refuses a network it does not serve', async () => {
    const { contracts: _, ...withoutEns } = rig.chains[0].chain
    const plain = new EvmAdapter({ networks: [withoutEns as Chain] })
    const [network] = plain.networks as [EvmNetwork]
    expect(await plain.resolveName({ name: 'alice.latch.eth', network })).toBeUndefined()
    plain.destroy()
    await expect(
      adapter.resolveName({
        name: 'alice.latch.eth',
        network: { ...chainA, id: 1, caipNetworkId: 'eip155:1' },
      }),
    ).rejects.toMatchObject({ name: 'NetworkNotFoundError' })
  })

  it('answers undefined when the resolver cannot be reached', async () => {
    const unreachable = { ...rig.chains[0].chain, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const offline = new EvmAdapter({ networks: [unreachable] })
    const [network] = offline.networks as [EvmNetwork]
    expect(await offline.resolveName({ name: 'alice.latch.eth', network })).toBeUndefined()
    offline.destroy()
  })
})
