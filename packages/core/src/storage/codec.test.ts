import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { CaipNetworkId } from '../caip/caip.js'
import type { StorageKey, StoredValues } from '../contracts/storage.js'
import { socialProviders } from '../contracts/walletRegistry.js'
import { chainNamespaces } from '../network/namespaces.js'
import { decodeStoredValue, encodeStoredValue, storageFormatVersion } from './codec.js'

// JSON has no -0; keep generated numbers to what survives a round trip.
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value))
const namespace = fc.constantFrom(...chainNamespaces)
const caipNetworkId = fc
  .tuple(namespace, fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
  .map(([chainNamespace, reference]): CaipNetworkId => `${chainNamespace}:${reference}`)
const socialProvider = fc.constantFrom(...socialProviders)
const wallet = fc.record(
  {
    id: fc.string(),
    name: fc.string(),
    rdns: fc.option(fc.string()),
    image_id: fc.string(),
    image_url: fc.webUrl(),
    mobile_link: fc.option(fc.string()),
    desktop_link: fc.option(fc.string()),
    webapp_link: fc.option(fc.string()),
    chains: fc.array(caipNetworkId, { maxLength: 3 }),
    installed: fc.boolean(),
    display_index: fc.integer(),
  },
  { requiredKeys: ['id', 'name'] },
)
const tokenBalance = fc.record(
  {
    name: fc.string(),
    symbol: fc.string(),
    chainId: caipNetworkId,
    address: fc.string(),
    value: number,
    price: number,
    quantity: fc.record({ decimals: fc.string(), numeric: fc.string() }),
    iconUrl: fc.string(),
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'price', 'quantity', 'iconUrl'] },
)
const timestamp = fc.integer({ min: 0 })
const byNamespace = <value>(arbitrary: fc.Arbitrary<value>) =>
  fc.dictionary(namespace, arbitrary, { maxKeys: 3 })

/** A generator for every stored key: the compiler checks that none is missing. */
const storedValueArbitraries: { [key in StorageKey]: fc.Arbitrary<StoredValues[key]> } = {
  deepLinkChoice: fc.record({ href: fc.webUrl(), name: fc.string() }),
  activeNamespace: namespace,
  activeCaipNetworkId: caipNetworkId,
  recentWallets: fc.array(wallet, { maxLength: 2 }),
  connectedConnectorIds: byNamespace(fc.string()),
  connectedSocialProvider: socialProvider,
  connectedSocialUsername: fc.string(),
  connectionStatus: fc.constantFrom('disconnected', 'connecting', 'reconnecting', 'connected'),
  connectedNamespaces: fc.array(namespace),
  telegramSocialProvider: socialProvider,
  balanceCache: fc.dictionary(
    fc.string(),
    fc.record({ timestamp, balances: fc.array(tokenBalance, { maxLength: 2 }) }),
    { maxKeys: 2 },
  ),
  identityCache: fc.dictionary(
    fc.string(),
    fc.record({
      timestamp,
      identity: fc.record({ name: fc.option(fc.string()), avatar: fc.option(fc.string()) }),
    }),
  ),
  nameCache: fc.dictionary(
    fc.string(),
    fc.record({
      timestamp,
      names: fc.array(
        fc.record({
          name: fc.string(),
          addresses: fc.dictionary(fc.string(), fc.record({ address: fc.string() })),
          attributes: fc.dictionary(fc.string(), fc.string()),
        }),
        { maxLength: 2 },
      ),
    }),
    { maxKeys: 2 },
  ),
  nativeBalanceCache: fc.dictionary(
    fc.string(),
    fc.record({ timestamp, balance: fc.string(), symbol: fc.string() }),
  ),
  preferredAccountTypes: byNamespace(fc.constantFrom('eoa', 'smartAccount')),
  connections: byNamespace(
    fc.array(
      fc.record(
        {
          connectorId: fc.string(),
          accounts: fc.array(
            fc.record({ address: fc.string(), type: fc.string() }, { requiredKeys: ['address'] }),
          ),
          name: fc.string(),
        },
        { requiredKeys: ['connectorId', 'accounts'] },
      ),
      { maxLength: 2 },
    ),
  ),
  disconnectedConnectorIds: byNamespace(fc.array(fc.string())),
  emailLoginUsed: fc.boolean(),
  email: fc.emailAddress(),
  lastEmailLoginTime: timestamp,
  lastUsedChain: namespace,
  smartAccountEnabledNetworks: fc.array(caipNetworkId).map((ids) => ids.join(',')),
  siwxSessions: fc.array(
    fc.record({
      data: fc.record(
        {
          accountAddress: fc.string(),
          chainId: caipNetworkId,
          domain: fc.domain(),
          uri: fc.webUrl(),
          version: fc.constant('1'),
          nonce: fc.string(),
          statement: fc.string(),
          resources: fc.array(fc.webUrl()),
          requestId: fc.string(),
          issuedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          expirationTime: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          notBefore: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        },
        { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] },
      ),
      message: fc.string(),
      signature: fc.string(),
    }),
    { maxLength: 2 },
  ),
}

const storageKeys = Object.keys(storedValueArbitraries).filter(
  (key): key is StorageKey => key in storedValueArbitraries,
)
const storageKey = fc.constantFrom(...storageKeys)

/** A decoded value is valid if it survives its own round trip unchanged. */
function expectValidOrProblem(key: StorageKey, text: string) {
  const result = decodeStoredValue(key, text)
  if ('problem' in result) {
    expect(result.problem).toEqual(expect.any(String))
    return
  }
  const again = decodeStoredValue(key, encodeStoredValue(key, result.value))
  expect(again).toEqual({ value: result.value })
}

describe('decodeStoredValue', () => {
  test('never throws on arbitrary text, and yields a problem or a valid value (property)', () => {
    fc.assert(
      fc.property(storageKey, fc.string({ unit: 'binary' }), (key, text) => expectValidOrProblem(key, text)),
    )
  })

  test('never throws on arbitrary JSON inside a current envelope (property)', () => {
    fc.assert(
      fc.property(storageKey, fc.jsonValue(), (key, value) =>
        expectValidOrProblem(key, JSON.stringify({ v: storageFormatVersion, value })),
      ),
    )
  })

  test('accepts values of other keys only when they fit the schema (property)', () => {
    fc.assert(
      fc.property(
        storageKey.chain((writtenKey) =>
          fc.tuple(fc.constant(writtenKey), storedValueArbitraries[writtenKey], storageKey),
        ),
        ([writtenKey, value, readKey]) =>
          expectValidOrProblem(readKey, encodeStoredValue(writtenKey, value as never)),
      ),
    )
  })

  test('reports text that is not ours', () => {
    expect(decodeStoredValue('activeNamespace', 'eip155')).toEqual({ problem: 'not JSON' })
    expect(decodeStoredValue('activeNamespace', '"eip155"')).toEqual({ problem: 'not a LatchKit value' })
    expect(decodeStoredValue('activeNamespace', '{"value":"eip155"}')).toEqual({
      problem: 'no format version',
    })
    expect(decodeStoredValue('activeNamespace', '{"v":2,"value":"eip155"}')).toEqual({
      problem: 'written by a newer format (v2)',
    })
    expect(decodeStoredValue('activeNamespace', '{"v":1,"value":"ethereum"}')).toEqual({
      problem: 'value does not match its schema',
    })
  })
})

describe('encodeStoredValue', () => {
  test.each(storageKeys)('%s round-trips through its encoding (property)', (key) => {
    fc.assert(
      fc.property(storedValueArbitraries[key], (value) => {
        expect(decodeStoredValue(key, encodeStoredValue(key, value as never))).toEqual({ value })
      }),
    )
  })

  test('writes a versioned envelope', () => {
    expect(encodeStoredValue('connectedNamespaces', ['eip155', 'solana'])).toMatchInlineSnapshot(
      `"{"v":1,"value":["eip155","solana"]}"`,
    )
  })
})
