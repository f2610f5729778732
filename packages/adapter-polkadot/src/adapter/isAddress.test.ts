import { expect, test, vi } from 'vitest'
import { kusama, polkadot } from '../networks/builtInNetworks.js'
import { PolkadotAdapter } from './PolkadotAdapter.js'

// `adapter.isAddress` answers at once (the send form asks as the visitor types); its exact answer,
// the SS58 checksum included, comes from the actions chunk, which its first call downloads.
const adapter = new PolkadotAdapter({
  networks: [polkadot, kusama],
  appName: 'Test site',
  discoveryRetryMs: [],
  walletConnect: false,
})
const isAddress = (address: string, network = polkadot) => adapter.isAddress({ address, network })

const aliceOnPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const brokenChecksum = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6'

test('once the actions are here, an SS58 address with its checksum is valid on every network, whatever its prefix: it is the same account', async () => {
  await vi.waitFor(() => expect(isAddress(brokenChecksum)).toBe(false), { timeout: 10_000, interval: 20 })

  for (const network of [polkadot, kusama]) {
    expect(isAddress(aliceOnPolkadot, network)).toBe(true)
    expect(isAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', network)).toBe(true)
    expect(isAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', network)).toBe(true)
  }
  for (const address of [
    brokenChecksum,
    '0x8eaf04151687736326c9fea17e25fc5287613693', // an Ethereum-style account
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', // cut short
    'not an address',
    '',
  ])
    expect(isAddress(address), address).toBe(false)
})

test('a network the adapter was not configured with is NetworkNotFoundError', () => {
  const other = { ...kusama, caipNetworkId: 'polkadot:00000000000000000000000000000000' as const }
  expect(() => adapter.isAddress({ address: aliceOnPolkadot, network: other })).toThrow(
    expect.objectContaining({ name: 'NetworkNotFoundError' }),
  )
})
