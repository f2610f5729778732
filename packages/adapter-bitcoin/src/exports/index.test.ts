import { expect, test } from 'vitest'
import * as bitcoin from './index.js'

test('public API', () => {
  expect(Object.keys(bitcoin).sort()).toMatchInlineSnapshot(`
    [
      "BitcoinAdapter",
      "BitcoinAdapterOptionsError",
      "BitcoinApiResponseError",
      "BitcoinBroadcastError",
      "BitcoinDustAmountError",
      "BitcoinNetworkUnsupportedError",
      "BitcoinSendNetworkMismatchError",
      "BitcoinWalletResponseError",
      "ConnectorNotConnectedError",
      "InsufficientBitcoinFundsError",
      "InvalidAddressError",
      "InvalidAmountError",
      "InvalidBitcoinFeeRateError",
      "InvalidBitcoinPsbtError",
      "SendAmountAndReceiverRequiredError",
      "SendTokenRequiredError",
      "UnsupportedBitcoinPaymentAddressError",
      "WalletConnectAccountNotFoundError",
      "WalletConnectNetworkNotApprovedError",
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
