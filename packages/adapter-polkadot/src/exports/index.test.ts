import { expect, test } from 'vitest'
import * as polkadot from './index.js'

test('public API', () => {
  expect(Object.keys(polkadot).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotConnectedError",
      "InsufficientPolkadotBalanceError",
      "InvalidAddressError",
      "InvalidAmountError",
      "PolkadotAdapter",
      "PolkadotAdapterOptionsError",
      "PolkadotDispatchError",
      "PolkadotExistentialDepositError",
      "PolkadotNetworkUnsupportedError",
      "PolkadotRpcConnectionError",
      "PolkadotSendNetworkMismatchError",
      "PolkadotSubmitError",
      "PolkadotWalletResponseError",
      "SendAmountAndReceiverRequiredError",
      "SendTokenRequiredError",
      "WalletAccountNotFoundError",
      "WalletConnectAccountNotFoundError",
      "WalletConnectNetworkNotApprovedError",
      "WalletFeatureNotSupportedError",
      "definePolkadotNetwork",
      "kusama",
      "kusamaAssetHub",
      "paseo",
      "polkadot",
      "polkadotAssetHub",
      "westend",
    ]
  `)
})
