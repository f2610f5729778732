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
      "addressExplorerUrl",
      "embeddedWalletConnector",
      "toCaipNetworkId",
      "toNetwork",
    ]
  `)
})

it('keeps the on-chain swap provider in an entry of its own (`@latchkit/adapter-evm/swap`)', async () => {
  const swap = await import('./swap.js')
  expect(Object.keys(swap).sort()).toEqual(['UniswapV2RouteError', 'uniswapV2SwapProvider'])
  expect(Object.keys(adapterEvm)).not.toContain('uniswapV2SwapProvider')
})
