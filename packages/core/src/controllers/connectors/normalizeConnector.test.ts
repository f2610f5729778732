import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { Connector } from '../../contracts/connector.js'
import { normalizeConnector } from './normalizeConnector.js'

const announced = (fields: Record<string, unknown>) =>
  ({ id: 'com.example', type: 'ANNOUNCED', chainNamespaces: ['eip155'], ...fields }) as unknown as Connector

test('an announcement with a reversed name, an object for an icon and a number for an rdns shows safely', () => {
  expect(normalizeConnector(announced({ name: '\u202Eevil RTL override', imageUrl: {}, rdns: 7 }))).toEqual({
    id: 'com.example',
    type: 'ANNOUNCED',
    chainNamespaces: ['eip155'],
    name: 'evil RTL override',
  })
  expect(normalizeConnector(announced({ name: { toString: 'x' } })).name).toBe('com.example')
})

test('whatever a wallet announces, the connector has a visible string name and string-or-absent icon and rdns (property)', () => {
  fc.assert(
    fc.property(fc.anything(), fc.anything(), fc.anything(), (name, imageUrl, rdns) => {
      const connector = normalizeConnector(announced({ name, imageUrl, rdns }))
      expect(typeof connector.name).toBe('string')
      expect(connector.name.length).toBeGreaterThan(0)
      expect(connector.imageUrl === undefined || typeof connector.imageUrl === 'string').toBe(true)
      expect(connector.rdns === undefined || typeof connector.rdns === 'string').toBe(true)
    }),
  )
})
