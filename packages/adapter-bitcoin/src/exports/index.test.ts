import { expect, test } from 'vitest'
import * as bitcoin from './index.js'

test('public API', () => {
  expect(Object.keys(bitcoin).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinAdapter",
      "BitcoinAdapterOptionsError",
      "BitcoinApiResponseError",
      "BitcoinNetworkUnsupportedError",
      "BitcoinWalletResponseError",
      "ConnectorNotConnectedError",
      "WalletEmptyResponseError",
      "WalletFeatureNotSupportedError",
      "bitcoinMainnet",
      "bitcoinRegtest",
      "bitcoinSignet",
      "bitcoinTestnet4",
      "defineBitcoinNetwork",
    ]
  `)
})
