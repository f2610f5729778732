import { expect, test, vi } from 'vitest'
import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import { bitcoinMainnet, bitcoinTestnet4 } from '../networks/builtInNetworks.js'

// `adapter.isAddress` answers at once (the send form asks as the visitor types); its exact answer,
// checksums included, comes from bitcoinjs-lib in the sending part, which its first call downloads.
const adapter = new BitcoinAdapter({
  networks: [bitcoinMainnet, bitcoinTestnet4],
  walletStandard: false,
  discoveryRetryMs: [],
  walletConnect: false,
})
const isAddress = (address: string, network = bitcoinMainnet) => adapter.isAddress({ address, network })

// BIP173's P2WPKH vector with its last character changed: the form of an address, a wrong checksum.
const brokenChecksum = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'

test("once the sending part is here, an address is valid only with its checksum, for the network's prefix or version bytes", async () => {
  await vi.waitFor(() => expect(isAddress(brokenChecksum)).toBe(false), { timeout: 10_000, interval: 20 })

  for (const address of [
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // P2WPKH
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // the same, in upper case
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH
    'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', // P2TR
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
  ])
    expect(isAddress(address), address).toBe(true)
  expect(isAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinTestnet4)).toBe(true)
  expect(isAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', bitcoinTestnet4)).toBe(true)

  for (const address of [
    brokenChecksum,
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', // base58 with a broken checksum
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // testnet's
    'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // testnet's version byte
    // Witness version 2: no spending rules yet, so coins sent there could be lost.
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'not an address',
    '',
  ])
    expect(isAddress(address), address).toBe(false)
})

test('a network the adapter was not configured with is NetworkNotFoundError', () => {
  const other = { ...bitcoinTestnet4, caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const }
  expect(() => adapter.isAddress({ address: brokenChecksum, network: other })).toThrow(
    expect.objectContaining({ name: 'NetworkNotFoundError' }),
  )
})
