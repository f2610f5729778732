import { expect, test } from 'vitest'
import { UnknownBitcoinNetworkError } from './errors.js'
import { bitcoinNetworkOf, bitcoinNetworks } from './networks.js'
import { litecoinRegtest } from './test-utils/bitcoinSigner.js'

test("the built-in networks are Bitcoin's, keyed by the first 32 hex characters of their genesis hashes", () => {
  expect(
    Object.entries(bitcoinNetworks).map(([chainId, { bech32, pubKeyHash, scriptHash }]) => [
      chainId,
      bech32,
      pubKeyHash,
      scriptHash,
    ]),
  ).toEqual([
    ['bip122:000000000019d6689c085ae165831e93', 'bc', 0x00, 0x05],
    ['bip122:000000000933ea01ad0ee984209779ba', 'tb', 0x6f, 0xc4],
    ['bip122:00000000da84f2bafbbc53dee25a72ae', 'tb', 0x6f, 0xc4],
    ['bip122:00000008819873e925422c1ff0f99f7c', 'tb', 0x6f, 0xc4],
    ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'bcrt', 0x6f, 0xc4],
  ])
  for (const network of Object.values(bitcoinNetworks))
    expect(network.messagePrefix).toBe('\x18Bitcoin Signed Message:\n')
})

test("a site's networks are added to the built-in ones and override them", () => {
  const mainnet = 'bip122:000000000019d6689c085ae165831e93'
  const custom = { ...litecoinRegtest.network, bech32: 'custom' }
  expect(
    bitcoinNetworkOf(litecoinRegtest.chainId, { [litecoinRegtest.chainId]: litecoinRegtest.network }),
  ).toBe(litecoinRegtest.network)
  expect(bitcoinNetworkOf(mainnet, { [mainnet]: custom })).toBe(custom)
  expect(bitcoinNetworkOf(mainnet).bech32).toBe('bc')
  expect(() => bitcoinNetworkOf(litecoinRegtest.chainId)).toThrowError(UnknownBitcoinNetworkError)
  expect(() => bitcoinNetworkOf('constructor')).toThrowError(UnknownBitcoinNetworkError)
})

test('an unknown network says which id and how to add it', () => {
  expect(() => bitcoinNetworkOf('bip122:00')).toThrowErrorMatchingInlineSnapshot(`
    [UnknownBitcoinNetworkError: Unknown Bitcoin network

    No address or message parameters for "bip122:00".
    Pass them in \`networks\`, keyed by the CAIP-2 id (bip122:<first 32 hex characters of the genesis block hash>).]
  `)
})
