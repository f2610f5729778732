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
      "ExplorerApiError",
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
      "TransactionHistoryUnavailableError",
      "UniswapV2RouteError",
      "addressExplorerUrl",
      "embeddedWalletConnector",
      "toCaipNetworkId",
      "toNetwork",
      "uniswapV2SwapProvider",
    ]
  `)
})
