import { createTestAdapter } from '../../../testing/src/test-adapter/createTestAdapter.js'
import { createTestNetwork, testNetworks } from '../../../testing/src/test-adapter/testNetworks.js'
import type { TestWallet } from '../../../testing/src/test-adapter/testWallet.js'
import type { AdapterConnection, ChainAdapter, ConnectedAccountType } from '../contracts/chainAdapter.js'
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

export const paymentAddress = 'bc1qpaymentaccount0000000000000000000000test'
export const ordinalAddress = 'bc1pordinalaccount000000000000000000000000000000000000test'
export const testBitcoin = createTestNetwork({
  namespace: 'bip122',
  id: '000000000019d6689c085ae165831e93',
  name: 'Test Bitcoin',
  symbol: 'BTC',
  decimals: 8,
  explorerUrl: 'https://mempool.test',
})
/** A Bitcoin wallet that shares two accounts, as Xverse and Leather do: payment first, then ordinal. */
export const xverse: TestWallet = {
  id: 'com.xverse',
  name: 'Xverse',
  rdns: 'com.xverse',
  accounts: [paymentAddress, ordinalAddress],
}

/**
 * A bip122 test adapter whose wallets' accounts are typed by position: `payment`, then
 * `ordinal` (the rig's test wallets give every account one type). Events the test emits itself.
 */
export function createBitcoinTestAdapter(wallets: TestWallet[]) {
  const adapter = createTestAdapter({
    namespace: 'bip122',
    networks: [testBitcoin],
    wallets,
    balances: { [paymentAddress]: '0.01', [ordinalAddress]: '0.5' },
  })
  const types: readonly ConnectedAccountType[] = ['payment', 'ordinal']
  const typed = <connection extends AdapterConnection | null>(connection: connection): connection =>
    connection && {
      ...connection,
      accounts: connection.accounts.map((account, index) => ({
        ...account,
        type: types[index] ?? 'payment',
      })),
    }
  const { connect, reconnect } = adapter
  return Object.assign(adapter, {
    connect: async (parameters: Parameters<typeof connect>[0]) => typed(await connect(parameters)),
    reconnect: async (parameters: Parameters<typeof reconnect>[0]) => typed(await reconnect(parameters)),
  })
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
 * Phantom), and bip122 too with `bitcoinWallets` (see {@link createBitcoinTestAdapter}); memory
 * storage, a test clock and a recording logger. `overrides` replace options.
 */
export function createTestKit(
  parameters: Partial<CreateLatchKitParameters> & {
    evmWallets?: TestWallet[]
    solanaWallets?: TestWallet[]
    bitcoinWallets?: TestWallet[]
    storage?: Storage
    /** Whether the EVM test adapter can verify its signatures. @default true */
    evmVerifies?: boolean
  } = {},
) {
  const { evmWallets, solanaWallets, bitcoinWallets, evmVerifies, ...overrides } = parameters
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
  const bitcoin = bitcoinWallets ? createBitcoinTestAdapter(bitcoinWallets) : undefined
  const clock = createClock()
  const recorded = createRecordingLogger()
  const storage = overrides.storage ?? createMemoryStorage()
  const kit = createLatchKit({
    adapters: [evm, solana, ...(bitcoin ? [bitcoin] : [])] as ChainAdapter[],
    networks: [
      testNetworks.ethereum,
      testNetworks.optimism,
      testNetworks.solana,
      testNetworks.solanaDevnet,
      ...(bitcoin ? [testBitcoin] : []),
    ],
    projectId: 'test-project',
    logger: recorded.logger,
    now: clock.now,
    environment: { isMobile: () => false, hasInjectedWallet: () => true },
    ...overrides,
    storage,
  })
  return { kit, evm, solana, bitcoin, clock, storage, ...recorded }
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
