import { expect, it } from 'vitest'
import * as pkg from './index.js'

it('exports', () => {
  expect(Object.keys(pkg).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotConnectedError",
      "InvalidAddressError",
      "InvalidAmountError",
      "SendAmountAndReceiverRequiredError",
      "SendFeeUnavailableError",
      "SendTokenRequiredError",
      "SolanaAdapter",
      "SolanaAdapterOptionsError",
      "SolanaRpcError",
      "TransactionFailedError",
      "WalletChainNotSupportedError",
      "WalletConnectAccountNotFoundError",
      "WalletConnectNetworkNotApprovedError",
      "WalletFeatureNotSupportedError",
      "addressExplorerUrl",
      "defineSolanaNetwork",
      "solanaDevnet",
      "solanaMainnet",
      "solanaTestnet",
    ]
  `)
})
