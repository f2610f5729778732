import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { http } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'

let rig: EvmRig
let adapter: EvmAdapter
let chainA: EvmNetwork
let chainB: EvmNetwork

beforeAll(async () => {
  rig = await startEvm({ accountCount: 4 })
  adapter = createRigAdapter(rig)
  ;[chainA, chainB] = adapter.networks as [EvmNetwork, EvmNetwork]
})
afterAll(async () => {
  adapter?.destroy()
  await rig?.stop()
})

const account = (index: number) => {
  const found = rig.accounts[index]
  if (!found) throw new Error(`The rig has no account ${index}.`)
  return found.address
}

describe('getBalance', () => {
  it("reads the native balance over RPC, formatted with the chain's decimals", async () => {
    expect(await adapter.getBalance({ address: account(3), network: chainB })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  it('goes through the transport the site configured (custom RPC URL)', async () => {
    const requested: string[] = []
    const siteRpcUrl = `${rig.chains[0].rpcUrl}/?key=site`
    const onFetchRequest = (request: Request) => void requested.push(request.url)
    const custom = createRigAdapter(rig, { transports: { 31337: http(siteRpcUrl, { onFetchRequest }) } })
    expect(await custom.getBalance({ address: account(3), network: chainA })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
    custom.destroy()
    expect(requested.map((url) => new URL(url).search)).toEqual(['?key=site'])
  })

  it('refuses an invalid address or a network it does not serve', async () => {
    await expect(adapter.getBalance({ address: 'alice', network: chainA })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(
      adapter.getBalance({ address: account(3), network: { ...chainA, id: 1, caipNetworkId: 'eip155:1' } }),
    ).rejects.toMatchObject({ name: 'NetworkNotFoundError', shortMessage: 'Network Not Found' })
  })
})

describe('getIdentity (ENS)', () => {
  it("reads an account's ENS name and avatar from the rig's resolver", async () => {
    const [alice] = rig.ensProfiles
    if (!alice) throw new Error('The rig has ENS profiles.')
    expect(await adapter.getIdentity({ address: alice.address, network: chainA })).toEqual({
      name: 'alice.latch.eth',
      avatar: alice.avatar,
    })
  })

  it('answers null name and avatar for an account without a name', async () => {
    expect(await adapter.getIdentity({ address: account(3), network: chainB })).toEqual({
      name: null,
      avatar: null,
    })
  })
})
