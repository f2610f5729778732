// The rig's Etherscan-compatible explorer API (account history of local chains), for the EVM
// adapter's activity and the demo.
export type { EtherscanAnswer } from './accountQuery.js'
export type { ReadableEvmChain } from './chainClient.js'
export { ExplorerApiChainNotFoundError, ExplorerApiOptionsError } from './errors.js'
export type { TokentxRow, TxlistRow } from './etherscanRows.js'
export {
  type ExplorerApi,
  type ExplorerApiRequest,
  type StartExplorerApiOptions,
  startExplorerApi,
} from './startExplorerApi.js'
