// ERC-4337 on the rig's anvil chains: the EntryPoint v0.7 and SimpleAccountFactory at their
// canonical addresses, Pimlico's Alto as the bundler on 127.0.0.1, and a sponsoring ERC-7677
// paymaster (VerifyingPaymaster v0.7).
export { type BundlerAccounts, deriveBundlerAccounts } from './bundlerAccounts.js'
export {
  type AccountAbstractionContracts,
  canonicalAccountAbstractionAddresses,
  deployAccountAbstraction,
} from './deployAccountAbstraction.js'
export { deterministicDeployerAddress } from './deterministicDeployer.js'
export { AccountAbstractionSetupError, BundlerStartError } from './errors.js'
export { type AccountAbstractionRig, startAccountAbstraction } from './startAccountAbstraction.js'
export { type Bundler, type StartBundlerParameters, startBundler } from './startBundler.js'
export { type Paymaster, paymasterDeposit, startPaymaster } from './startPaymaster.js'
