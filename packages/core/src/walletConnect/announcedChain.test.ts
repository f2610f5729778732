import { expect, test } from 'vitest'
import { announcedChain } from './announcedChain.js'

const devnet = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const onMainnet = (data: unknown, name = 'chainChanged') => ({
  params: { event: { name, data }, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
})

test("a wallet's chainChanged names the chain it moved to, as a CAIP-2 id or its bare reference", () => {
  expect(announcedChain(onMainnet(`solana:${devnet}`), 'solana')).toBe(`solana:${devnet}`)
  expect(announcedChain(onMainnet(devnet), 'solana')).toBe(`solana:${devnet}`)
})

test("another event, another namespace's event, or data naming no chain of the namespace is nothing", () => {
  expect(announcedChain(onMainnet(devnet, 'accountsChanged'), 'solana')).toBeUndefined()
  expect(announcedChain(onMainnet(devnet), 'polkadot')).toBeUndefined()
  expect(announcedChain(onMainnet(1), 'solana')).toBeUndefined()
  expect(announcedChain(onMainnet('not a chain id at all'), 'solana')).toBeUndefined()
  expect(announcedChain(onMainnet({ chainId: devnet }), 'solana')).toBeUndefined()
  expect(announcedChain(undefined, 'solana')).toBeUndefined()
})
