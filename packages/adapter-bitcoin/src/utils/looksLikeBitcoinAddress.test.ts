import { expect, test } from 'vitest'
import { bitcoinMainnet, bitcoinTestnet4 } from '../networks/builtInNetworks.js'
import { looksLikeBitcoinAddress } from './looksLikeBitcoinAddress.js'

const mainnet = bitcoinMainnet.bitcoin
const testnet = bitcoinTestnet4.bitcoin

test("an address of the network's form: its bech32 prefix with witness version 0 or 1 in one case, or base58", () => {
  for (const address of [
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  ])
    expect(looksLikeBitcoinAddress(address, mainnet), address).toBe(true)
  expect(looksLikeBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', testnet)).toBe(true)
})

test("another network's bech32 prefix, a mixed case, a witness version above 1, other characters or lengths: not an address", () => {
  for (const address of [
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1zw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5',
    `bc1q${'q'.repeat(90)}`,
    '0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '1BvBMSEY',
    ' 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '',
  ])
    expect(looksLikeBitcoinAddress(address, mainnet), address).toBe(false)
})
