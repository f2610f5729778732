import { randomUUID } from 'node:crypto'
import { Keypair, type PublicKey } from '@solana/web3.js'
import type SignClient from '@walletconnect/sign-client'
// The named export: plain Node (Playwright) loads the CommonJS build, whose default import is the module object.
import { SignClient as SignClientRuntime } from '@walletconnect/sign-client'
import type { CoreTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BitcoinTestWallet } from '../wallets/bitcoin/createBitcoinWallet.js'
import type { PolkadotTestWallet } from '../wallets/polkadot/createPolkadotWallet.js'
import type { PolkadotWalletKey } from '../wallets/polkadot/polkadotWalletAccounts.js'
import { createBitcoinRequestHandler } from './bitcoinRequests.js'
import { closeSignClient } from './closeSignClient.js'
import { WalletConnectRigError } from './errors.js'
import { createEvmRequestHandler } from './evmRequests.js'
import { createSolanaRequestHandler } from './solanaRequests.js'
import type { WalletBehaviour, WalletRequestRecord } from './walletBehaviour.js'
import { createProposalAnswerer } from './walletProposals.js'
import { createRequestAnswerer } from './walletRequests.js'
import { grantSessionLifetime } from './walletSessionLifetime.js'

export type StartWalletConnectWalletOptions = {
  /** The rig relay's URL (`startRelay().url`). */
  relayUrl: string
  /** Any non-empty string works against the rig relay. @default 'latchkit-rig' */
  projectId?: string
  /** A `wc:` pairing URI to pair with right away. */
  uri?: string
  /** `eip155` accounts. @default privateKey: anvil's first account */
  evm?: { chainIds: readonly number[]; privateKey?: Hex; rpcUrl?: string }
  /** `solana` accounts. @default keypair: a new one; chains: whatever `solana:` chains the dapp asks for */
  solana?: { keypair?: Keypair; chains?: readonly string[]; rpcUrl?: string }
  /**
   * `bip122` accounts: the test wallet's payment and ordinal addresses on each of `chains`
   * (`bip122:<genesis prefix>`, the rig node's `caipNetworkId`), answered with its keys
   * (`createBitcoinWallet`); its prompts can be rejected or held as for a page.
   */
  bitcoin?: { wallet: BitcoinTestWallet; chains: readonly string[] }
  /**
   * `polkadot` accounts: the Polkadot test wallet's accounts on each of `chains`
   * (`polkadot:<genesis prefix>`, the rig chain's `caipNetworkId`), answered with its keys. Give
   * the `wallet` (`createPolkadotWallet`) to switch its prompts from the test, or only `accounts`
   * (the rig chain's `accounts`) for a wallet made here (`polkadotWallet` below).
   */
  polkadot?: {
    wallet?: PolkadotTestWallet
    accounts?: readonly PolkadotWalletKey[]
    chains: readonly string[]
  }
  behaviour?: Partial<WalletBehaviour>
  metadata?: CoreTypes.Metadata
  /** A pino level for the client's logs. @default 'silent' */
  logLevel?: string
}

export type WalletConnectWallet = {
  readonly client: SignClient
  readonly evmAddress: Address | undefined
  readonly solanaPublicKey: PublicKey | undefined
  /** The Polkadot test wallet behind the `polkadot` namespace, given or made from `polkadot.accounts`. */
  readonly polkadotWallet: PolkadotTestWallet | undefined
  /** Mutable: change a switch and the next proposal or request obeys it. */
  readonly behaviour: WalletBehaviour
  /** Settled sessions, newest last. */
  readonly sessions: SessionTypes.Struct[]
  /** Requests answered so far, oldest first. */
  readonly requests: WalletRequestRecord[]
  /** How many requests reached the wallet, answered or not yet (`behaviour.delayMs`). */
  readonly received: number
  /** Failures inside the wallet's own event handlers (a failed approve, for example). */
  readonly errors: Error[]
  /** Pairs with a dapp's `wc:` URI; its session proposal is then answered per `behaviour`. */
  pair(uri: string): Promise<void>
  /** Disconnects every session and closes the client: no socket or timer is left behind. */
  stop(): Promise<void>
}

// Anvil's first default account: funded on every anvil the rig starts.
const anvilFirstPrivateKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/**
 * Starts a WalletConnect wallet in Node (`@walletconnect/sign-client`) on the rig relay. It
 * approves `eip155`, `solana`, `bip122` and `polkadot` sessions, signs with local keys and sends through the
 * rig's chains, and can be told to reject or to hesitate.
 *
 * @example
 * const wallet = await startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [31337], rpcUrl } })
 * await wallet.pair(uri) // the dapp's `wc:` URI
 * // ...
 * await wallet.stop()
 */
export async function startWalletConnectWallet(
  options: StartWalletConnectWalletOptions,
): Promise<WalletConnectWallet> {
  validateOptions(options)
  const evmAccount = options.evm
    ? privateKeyToAccount(options.evm.privateKey ?? anvilFirstPrivateKey)
    : undefined
  const solanaKeypair = options.solana ? (options.solana.keypair ?? Keypair.generate()) : undefined
  const answerEvm = evmAccount && createEvmRequestHandler(evmAccount, { rpcUrl: options.evm?.rpcUrl })
  const answerSolana =
    solanaKeypair && createSolanaRequestHandler(solanaKeypair, { rpcUrl: options.solana?.rpcUrl })
  const bitcoinWallet = options.bitcoin?.wallet
  const answerBitcoin = bitcoinWallet && createBitcoinRequestHandler(bitcoinWallet)
  // Loaded only for a `polkadot` wallet: the @polkadot libraries cost the other namespaces' tests a second.
  const polkadotWallet = options.polkadot && (await polkadotWalletFor(options.polkadot))
  const answerPolkadot =
    polkadotWallet && (await import('./polkadotRequests.js')).createPolkadotRequestHandler(polkadotWallet)
  const accounts = {
    evm: evmAccount && { address: evmAccount.address, chainIds: options.evm?.chainIds ?? [] },
    solana: solanaKeypair && {
      publicKey: solanaKeypair.publicKey.toBase58(),
      chains: options.solana?.chains,
    },
    bitcoin: bitcoinWallet && {
      addresses: [bitcoinWallet.payment.address, bitcoinWallet.ordinal.address],
      chains: options.bitcoin?.chains ?? [],
    },
    polkadot: polkadotWallet && {
      addresses: polkadotWallet.accounts.map((account) => account.address),
      chains: options.polkadot?.chains ?? [],
    },
  }
  const behaviour: WalletBehaviour = {
    rejectNextProposal: false,
    rejectRequests: false,
    delayMs: 0,
    sessionLifetimeSeconds: undefined,
    ...options.behaviour,
  }
  const requests: WalletRequestRecord[] = []
  const errors: Error[] = []

  const client = await SignClientRuntime.init({
    projectId: options.projectId ?? 'latchkit-rig',
    relayUrl: options.relayUrl,
    logger: options.logLevel ?? 'silent',
    telemetryEnabled: false,
    // Its own prefix, or it would share the process-wide core of another client in this process.
    customStoragePrefix: `latchkit-rig-wallet-${randomUUID()}`,
    // Answer each request as it comes: the default queue waits 1 s after every answer before it
    // hands out the next request, which only slows tests down (duplicates are still dropped).
    signConfig: { disableRequestQueue: true },
    metadata: options.metadata ?? {
      name: 'LatchKit Rig Wallet',
      description: 'The wallet of the LatchKit local rig',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  grantSessionLifetime(client, behaviour)

  const recordFailure = (error: unknown) =>
    errors.push(error instanceof Error ? error : new Error(String(error)))
  // Approving `bip122` or `polkadot` connects the dapp (by its metadata URL) to that test wallet.
  const answerProposal = createProposalAnswerer(client, accounts, behaviour, async (namespaces, origin) => {
    if (namespaces.bip122 && answerBitcoin) await answerBitcoin.authorize(origin)
    if (namespaces.polkadot && answerPolkadot) await answerPolkadot.authorize(origin)
  })
  const answerRequest = createRequestAnswerer(
    client,
    { evm: answerEvm, solana: answerSolana, bitcoin: answerBitcoin, polkadot: answerPolkadot },
    behaviour,
    requests,
  )
  client.on('session_proposal', (proposal) => void answerProposal(proposal).catch(recordFailure))
  let received = 0
  client.on('session_request', (request) => {
    received += 1
    void answerRequest(request).catch(recordFailure)
  })

  let isStopped = false
  const wallet: WalletConnectWallet = {
    client,
    evmAddress: evmAccount?.address,
    solanaPublicKey: solanaKeypair?.publicKey,
    polkadotWallet,
    behaviour,
    get sessions() {
      return client.session.getAll()
    },
    requests,
    get received() {
      return received
    },
    errors,
    async pair(uri) {
      if (!uri.startsWith('wc:')) throw new WalletConnectRigError(`Not a WalletConnect pairing URI: "${uri}"`)
      try {
        await client.pair({ uri })
      } catch (error) {
        throw new WalletConnectRigError(`The rig wallet could not pair with "${uri}"`, { cause: error })
      }
    },
    async stop() {
      if (isStopped) return
      isStopped = true
      const reason = getSdkError('USER_DISCONNECTED')
      // A session delete is published with retries; a dead relay must not hold stop() for a minute.
      const disconnects = client.session.getAll().map(({ topic }) => client.disconnect({ topic, reason }))
      await settleWithin(disconnects, 2_000)
      await closeSignClient(client)
    },
  }
  if (options.uri) {
    // A wallet that failed to start must not leave its socket and timers behind.
    await wallet.pair(options.uri).catch(async (error: unknown) => {
      await wallet.stop()
      throw error
    })
  }
  return wallet
}

async function polkadotWalletFor(
  options: NonNullable<StartWalletConnectWalletOptions['polkadot']>,
): Promise<PolkadotTestWallet> {
  if (options.wallet) return options.wallet
  const { createPolkadotWallet } = await import('../wallets/polkadot/createPolkadotWallet.js')
  return createPolkadotWallet({ accounts: options.accounts ?? [] })
}

async function settleWithin(promises: Promise<unknown>[], ms: number) {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ])
  clearTimeout(timer)
}

function validateOptions(options: StartWalletConnectWalletOptions) {
  if (!/^wss?:\/\//.test(options.relayUrl ?? '')) {
    throw new WalletConnectRigError(`relayUrl must be a ws:// or wss:// URL, got "${options.relayUrl}"`)
  }
  if (!options.evm && !options.solana && !options.bitcoin && !options.polkadot) {
    throw new WalletConnectRigError(
      'Give the rig wallet `evm`, `solana`, `bitcoin` or `polkadot` accounts (or several): it has nothing to approve',
    )
  }
  const polkadot = options.polkadot
  if (polkadot && !polkadot.wallet && !polkadot.accounts?.length) {
    throw new WalletConnectRigError(
      'polkadot needs a `wallet` (createPolkadotWallet) or `accounts` to sign with',
    )
  }
  if (
    polkadot &&
    (polkadot.chains.length === 0 || !polkadot.chains.every((chain) => /^polkadot:[0-9a-f]{32}$/.test(chain)))
  ) {
    throw new WalletConnectRigError(
      `polkadot.chains must be CAIP-2 ids like "polkadot:<first 32 hex digits of the genesis hash>", got ${JSON.stringify(polkadot.chains)}`,
    )
  }
  const bitcoinChains = options.bitcoin?.chains
  if (
    bitcoinChains &&
    (bitcoinChains.length === 0 ||
      !bitcoinChains.every((chain) => /^bip122:[-_a-zA-Z0-9]{1,32}$/.test(chain)))
  ) {
    throw new WalletConnectRigError(
      `bitcoin.chains must be CAIP-2 ids like "bip122:<genesis prefix>", got ${JSON.stringify(bitcoinChains)}`,
    )
  }
  const privateKey = options.evm?.privateKey
  if (privateKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(privateKey)) {
    throw new WalletConnectRigError('evm.privateKey must be 32 bytes in hex (0x and 64 hex digits)')
  }
  const chainIds = options.evm?.chainIds
  if (chainIds && (chainIds.length === 0 || !chainIds.every((id) => Number.isSafeInteger(id) && id > 0))) {
    throw new WalletConnectRigError(`evm.chainIds must be positive integers, got ${JSON.stringify(chainIds)}`)
  }
}
