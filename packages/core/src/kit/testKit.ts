import { createTestAdapter } from '../../../testing/src/test-adapter/createTestAdapter.js'
import { testNetworks } from '../../../testing/src/test-adapter/testNetworks.js'
import type { TestWallet } from '../../../testing/src/test-adapter/testWallet.js'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { Logger } from '../contracts/logger.js'
import type { Storage } from '../contracts/storage.js'
import type { FeatureModule } from '../features/featureModule.js'
import { createMemoryStorage } from '../storage/memoryStorage.js'
import { createLatchKit } from './createLatchKit.js'
import type { CreateLatchKitParameters } from './options.js'

export const evmAddress = '0x1111111111111111111111111111111111111111'
export const evmAddress2 = '0x2222222222222222222222222222222222222222'
export const solanaAddress = 'So1anaTestAddress1111111111111111111111111'

/** A browser extension wallet for EVM. */
export const metaMask: TestWallet = {
  id: 'io.metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  explorerId: 'metamask-registry-id',
  accounts: [evmAddress, evmAddress2],
}
/** A WalletConnect-type connector serving EVM. */
export const walletConnect: TestWallet = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  accounts: [evmAddress],
}
export const phantom: TestWallet = {
  id: 'app.phantom',
  name: 'Phantom',
  rdns: 'app.phantom',
  accounts: [solanaAddress],
}

/** A test clock: `advance(ms)` moves it forward. */
function createClock(start = 1_700_000_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

/** A logger that keeps what it was told. */
function createRecordingLogger() {
  const warnings: string[] = []
  const errors: string[] = []
  const logger: Logger = {
    warn: (message) => void warnings.push(message),
    error: (message) => void errors.push(message),
  }
  return { logger, warnings, errors }
}

/**
 * A kit over two in-memory namespaces (eip155 with MetaMask and WalletConnect, solana with
 * Phantom), memory storage, a test clock and a recording logger. `overrides` replace options.
 */
export function createTestKit(
  parameters: Partial<CreateLatchKitParameters> & {
    evmWallets?: TestWallet[]
    solanaWallets?: TestWallet[]
    storage?: Storage
    /** Whether the EVM test adapter can verify its signatures. @default true */
    evmVerifies?: boolean
  } = {},
) {
  const { evmWallets, solanaWallets, evmVerifies, ...overrides } = parameters
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum, testNetworks.optimism],
    wallets: evmWallets ?? [metaMask, walletConnect],
    balances: { [evmAddress]: '1.5' },
    verifies: evmVerifies ?? true,
  })
  const solana = createTestAdapter({
    namespace: 'solana',
    networks: [testNetworks.solana, testNetworks.solanaDevnet],
    wallets: solanaWallets ?? [phantom],
    balances: { [solanaAddress]: '42' },
  })
  const clock = createClock()
  const recorded = createRecordingLogger()
  const storage = overrides.storage ?? createMemoryStorage()
  const kit = createLatchKit({
    adapters: [evm, solana] as ChainAdapter[],
    networks: [testNetworks.ethereum, testNetworks.optimism, testNetworks.solana, testNetworks.solanaDevnet],
    projectId: 'test-project',
    logger: recorded.logger,
    now: clock.now,
    environment: { isMobile: () => false, hasInjectedWallet: () => true },
    ...overrides,
    storage,
  })
  return { kit, evm, solana, clock, storage, ...recorded }
}

/**
 * Stand-ins for the email and social login features (not built yet), so tests of the rules that
 * depend on those flags (the connect methods' order, remote-feature precedence) have them installed.
 */
export function loginFeatureStandIns(): FeatureModule[] {
  return [
    { id: 'email', flag: 'email', views: ['EmailLogin'], load: async () => ({}) },
    { id: 'socials', flag: 'socials', views: [], load: async () => ({}) },
  ]
}
