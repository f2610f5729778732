import type { Network } from '@latchkit/core'
import { expect, test } from 'vitest'
import { networkRows } from './networkRows.js'

const network = (caipNetworkId: `${string}:${string}`, name: string): Network =>
  ({
    id: caipNetworkId.split(':')[1] as string,
    caipNetworkId,
    chainNamespace: caipNetworkId.split(':')[0],
    name,
    nativeCurrency: { name, symbol: 'X', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }) as Network
const mainnet = network('eip155:1', 'Ethereum')
const optimism = network('eip155:10', 'Optimism')
const solana = network('solana:abc', 'Solana')
const namespaceEntry = (networks: Network[], approved?: string[]) => ({
  caipNetwork: networks[0],
  requestedCaipNetworks: networks,
  approvedCaipNetworkIds: approved as Network['caipNetworkId'][] | undefined,
  supportsAllNetworks: approved === undefined,
  smartAccountEnabledNetworks: [],
})
const base = {
  activeNamespace: 'eip155' as const,
  activeCaipNetwork: optimism,
  isUnsupportedChain: false,
  byNamespace: { solana: namespaceEntry([solana]), eip155: namespaceEntry([mainnet, optimism]) },
}
const summary = (rows: ReturnType<typeof networkRows>) =>
  rows.map(
    (row) =>
      `${row.network.name}${row.isActive ? ' (active)' : ''}${row.isApproved ? '' : ' (not approved)'}`,
  )

test('lists every namespace, the active namespace first, and marks the active network', () => {
  expect(summary(networkRows(base, undefined))).toEqual(['Ethereum', 'Optimism (active)', 'Solana'])
})

test('only the namespace the modal was opened for', () => {
  expect(summary(networkRows(base, 'solana'))).toEqual(['Solana'])
})

test('a wallet session that approved some networks marks the others', () => {
  const limited = { ...base, byNamespace: { eip155: namespaceEntry([mainnet, optimism], ['eip155:10']) } }
  expect(summary(networkRows(limited, undefined))).toEqual(['Ethereum (not approved)', 'Optimism (active)'])
})

test('on an unsupported network none is active', () => {
  expect(summary(networkRows({ ...base, isUnsupportedChain: true }, 'eip155'))).toEqual([
    'Ethereum',
    'Optimism',
  ])
})
