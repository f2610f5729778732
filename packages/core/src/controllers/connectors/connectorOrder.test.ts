import fc from 'fast-check'
import { expect, test } from 'vitest'
import { type ConnectorGroup, connectorGroups, orderByGroup } from './connectorOrder.js'

type Item = { group: ConnectorGroup; id: number }
const items = (groups: ConnectorGroup[]): Item[] => groups.map((group, id) => ({ group, id }))
const groupsOf = (list: Item[]) => list.map((item) => item.group)

test('the wallet list is grouped in the default order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
  const input = items([
    'recommended',
    'external',
    'custom',
    'featured',
    'injected',
    'recent',
    'walletConnect',
  ])
  expect(groupsOf(orderByGroup(input, (item) => item.group))).toEqual([...connectorGroups])
})

test('a configured order takes priority; the rest follow the default order', () => {
  const input = items([
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ])
  expect(groupsOf(orderByGroup(input, (item) => item.group, ['external', 'injected']))).toEqual([
    'external',
    'injected',
    'walletConnect',
    'recent',
    'featured',
    'custom',
    'recommended',
  ])
})

test('unknown and repeated names in the configured order are ignored', () => {
  const input = items(['walletConnect', 'injected', 'recent'])
  const order = ['nonsense', 'injected', 'injected', 'recent'] as unknown as ConnectorGroup[]
  expect(groupsOf(orderByGroup(input, (item) => item.group, order))).toEqual([
    'injected',
    'recent',
    'walletConnect',
  ])
})

const anyGroup = fc.oneof(
  fc.constantFrom(...connectorGroups),
  fc.string() as fc.Arbitrary<ConnectorGroup>,
  fc.constantFrom('__proto__', 'constructor', 'toString') as unknown as fc.Arbitrary<ConnectorGroup>,
)
const anyOrder = fc.oneof(
  fc.array(anyGroup),
  fc.constant(undefined),
  fc.anything() as fc.Arbitrary<ConnectorGroup[]>,
)

test('ordering never throws and is a stable permutation of its input (property)', () => {
  fc.assert(
    fc.property(fc.array(anyGroup, { maxLength: 60 }), anyOrder, (groups, order) => {
      const input = groups.map((group, id) => ({ group, id }))
      const output = orderByGroup(input, (item) => item.group, order)
      // Same elements, each exactly once.
      expect([...output].sort((a, b) => a.id - b.id)).toEqual(input)
      // Ties keep their input order: within one group ids ascend.
      for (const group of new Set(groups)) {
        const ids = output.filter((item) => item.group === group).map((item) => item.id)
        expect(ids).toEqual([...ids].sort((a, b) => a - b))
      }
      // Known groups appear contiguously (one block each); unknown ones tie, last, in input order.
      const known = output.map((item) => item.group).filter((group) => connectorGroups.includes(group))
      const blocks = known.filter((group, index) => group !== known[index - 1])
      expect(new Set(blocks).size).toBe(blocks.length)
    }),
  )
})

test('known groups always come before unknown ones, in rank order (property)', () => {
  fc.assert(
    fc.property(
      fc.array(anyGroup, { maxLength: 40 }),
      fc.array(fc.constantFrom(...connectorGroups)),
      (groups, order) => {
        const output = orderByGroup(items(groups), (item) => item.group, order)
        const rank = [...new Set([...order, ...connectorGroups])]
        const ranks = output.map((item) => {
          const index = rank.indexOf(item.group)
          return index === -1 ? rank.length : index
        })
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      },
    ),
  )
})

test('ordering never throws, whatever it is given (property)', () => {
  fc.assert(
    fc.property(fc.anything(), fc.anything(), (list, order) => {
      const output = orderByGroup(
        list as Item[],
        (item) => (item as { group?: ConnectorGroup } | null)?.group as ConnectorGroup,
        order as ConnectorGroup[],
      )
      expect(output).toHaveLength(Array.isArray(list) ? list.length : 0)
    }),
  )
})
