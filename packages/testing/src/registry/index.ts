// The registry and provider API alone (wallet list, provider RPC host, balances, history, names),
// for suites that need no relay, chains or wallet service of their own: the package root loads all
// of the rig's servers.
export type { RegistryEvmChain } from './evmReader.js'
export type { RegistryFault, RegistryFaults } from './faults.js'
export type { RegistryConfig, RegistryNameProfile } from './registryState.js'
export {
  type Registry,
  type RegistryRequest,
  type StartRegistryOptions,
  startRegistry,
} from './startRegistry.js'
export type { RegistryWallet } from './walletDataSet.js'
