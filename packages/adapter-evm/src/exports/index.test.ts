import { expect, it } from 'vitest'
import * as adapterEvm from './index.js'

it('exposes the public API', () => {
  expect(Object.keys(adapterEvm).sort()).toMatchInlineSnapshot(`
    [
      "ChainNotSupportedError",
      "ConnectorNotConnectedError",
      "EmbeddedWalletChainError",
      "EvmAdapter",
      "EvmAdapterOptionsError",
      "FeeCapTooHighError",
      "FeeConflictError",
      "GasPriceNetworkNotSupportedError",
      "InvalidAddressError",
      "InvalidAmountError",
      "InvalidSendCallError",
      "NoCallsError",
      "SendAmountAndReceiverRequiredError",
      "SendTokenRequiredError",
      "TipAboveFeeCapError",
      "addressExplorerUrl",
      "embeddedWalletConnector",
      "toCaipNetworkId",
      "toNetwork",
    ]
  `)
})
