// The test adapter alone, for unit tests that need a kit but no chain, relay or registry: importing
// the package root loads every server of the rig (viem, web3.js, WalletConnect), which costs a
// unit suite more time than its tests take.
export {
  type CreateTestAdapterParameters,
  createTestAdapter,
  type TestAdapter,
} from './createTestAdapter.js'
export { createTestNetwork, testNetworks } from './testNetworks.js'
export type { TestAdapterCall, TestFailure, TestWallet, TestWalletFeatures } from './testWallet.js'
