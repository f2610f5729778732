import { expect, test } from 'vitest'
import { resolveNetworks } from '../adapter/resolveNetworks.js'
import { BitcoinAdapterOptionsError } from '../errors/optionsErrors.js'
import { defineBitcoinNetwork, esploraUrlOf } from './bitcoinNetwork.js'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from './builtInNetworks.js'

test('the built-in networks are CAIP-2 bip122 ids of their genesis hashes, with their address parameters', () => {
  expect(
    [bitcoinMainnet, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest].map((network) => network.caipNetworkId),
  ).toEqual([
    'bip122:000000000019d6689c085ae165831e93',
    'bip122:00000000da84f2bafbbc53dee25a72ae',
    'bip122:00000008819873e925422c1ff0f99f7c',
    'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  ])
  expect(bitcoinMainnet.bitcoin).toMatchObject({ bech32: 'bc', pubKeyHash: 0, scriptHash: 5 })
  expect(bitcoinRegtest.bitcoin.bech32).toBe('bcrt')
  expect(bitcoinMainnet.testnet).toBe(false)
})

test("a network of other parameters (a Litecoin-parameter regtest) is configuration, and its Esplora URL is the site's", () => {
  const litecoinRegtest = defineBitcoinNetwork({
    genesisHash: '530827F38F93B43ED12AF0B3AD25A288DC02ED74D6D7857862DF51FC56C416F9',
    name: 'Litecoin regtest',
    esploraUrl: 'http://127.0.0.1:3002/',
    parameters: {
      bech32: 'rltc',
      pubKeyHash: 0x6f,
      scriptHash: 0x3a,
      messagePrefix: '\x19Litecoin Signed Message:\n',
    },
    nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
  })
  expect(litecoinRegtest.caipNetworkId).toBe('bip122:530827f38f93b43ed12af0b3ad25a288')
  expect(esploraUrlOf(litecoinRegtest)).toBe('http://127.0.0.1:3002')
  const [served] = resolveNetworks({
    networks: [litecoinRegtest],
    esploraUrls: { [litecoinRegtest.caipNetworkId]: 'http://127.0.0.1:4000/api/' },
  })
  expect(served && esploraUrlOf(served)).toBe('http://127.0.0.1:4000/api')
})

test('the adapter refuses no networks, another namespace, duplicates and an Esplora URL for an unlisted network', () => {
  expect(() => resolveNetworks({ networks: [] })).toThrow(BitcoinAdapterOptionsError)
  const evm = { ...bitcoinMainnet, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' } as never
  expect(() => resolveNetworks({ networks: [evm] })).toThrow('is not a Bitcoin network')
  expect(() => resolveNetworks({ networks: [bitcoinMainnet, bitcoinMainnet] })).toThrow('listed twice')
  expect(() =>
    resolveNetworks({
      networks: [bitcoinMainnet],
      esploraUrls: { [bitcoinSignet.caipNetworkId]: 'http://x' },
    }),
  ).toThrow('not among the networks')
})
