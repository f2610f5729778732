import { expect, test } from 'vitest'
import { createIdenticon } from './identicon.js'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

test('is deterministic and differs between addresses', () => {
  expect(createIdenticon(alice)).toEqual(createIdenticon(alice))
  expect(createIdenticon(alice)).not.toEqual(createIdenticon(bob))
})

test('an EVM address gives the same picture in any case and as a CAIP-10 id', () => {
  expect(createIdenticon(alice.toLowerCase())).toEqual(createIdenticon(alice))
  expect(createIdenticon(`eip155:1:${alice}`)).toEqual(createIdenticon(alice))
})

test('base58 addresses stay case-sensitive', () => {
  const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  expect(createIdenticon(solana)).not.toEqual(createIdenticon(solana.toLowerCase()))
})

test('cells are mirrored and inside the 5x5 grid', () => {
  for (const address of [alice, bob, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq']) {
    const { cells } = createIdenticon(address)
    const key = (x: number, y: number) => `${x},${y}`
    const byPosition = new Map(cells.map((cell) => [key(cell.x, cell.y), cell.color]))
    for (const cell of cells) {
      expect(cell.x).toBeGreaterThanOrEqual(0)
      expect(cell.x).toBeLessThan(5)
      expect(byPosition.get(key(4 - cell.x, cell.y))).toBe(cell.color)
    }
  }
})

test('different addresses spread over many pictures', () => {
  const pictures = new Set(
    Array.from({ length: 200 }, (_, index) =>
      JSON.stringify(createIdenticon(`0x${index.toString(16).padStart(40, '0')}`)),
    ),
  )
  expect(pictures.size).toBe(200)
})
