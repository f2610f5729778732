import { secp256k1 } from '@noble/curves/secp256k1.js'
import { createWalletBehaviours, type WalletBehaviours } from '../walletBehaviours.js'
import { createWalletRequests, type WalletRequestRecord } from '../walletRequests.js'
import {
  type BitcoinWalletAccountInfo,
  type BitcoinWalletKey,
  ordinalAccount,
  paymentAccount,
  readSecretKey,
  toAccountInfo,
} from './bitcoinWalletAccounts.js'
import type { BitcoinWalletContext, BitcoinWalletEvent, BitcoinWalletPrompt } from './bitcoinWalletContext.js'
import { bitcoinWalletMethods } from './bitcoinWalletMethods.js'
import {
  type BitcoinWalletNetworkNames,
  type BitcoinWalletNetworkParameters,
  regtestNetworkNames,
} from './bitcoinWalletNetwork.js'

/** What `createBitcoinWallet` takes: keys, the network's parameters and where to broadcast. */
export type CreateBitcoinWalletParameters = {
  /** The payment (P2WPKH) and ordinal (P2TR) accounts' secret keys. @default fresh random keys */
  keys?: { payment?: BitcoinWalletKey | undefined; ordinal?: BitcoinWalletKey | undefined } | undefined
  /** The network's address bytes and message prefix: `litecoinRegtestParameters` for the rig. */
  network: BitcoinWalletNetworkParameters
  /** What each wallet API calls that network. @default Regtest, BITCOIN_REGTEST, bitcoin:regtest */
  networkNames?: Partial<BitcoinWalletNetworkNames> | undefined
  /** The Esplora API signed transactions are broadcast through (`rig.bitcoin.esplora.url`). */
  esploraUrl?: string | undefined
}

/** One request a page made, kept so a test can assert what the site asked for. */
export type BitcoinWalletRequest = WalletRequestRecord

/** A Bitcoin wallet in Node with real keys, and the switches a test plays its user with. */
export type BitcoinTestWallet = Pick<
  WalletBehaviours<BitcoinWalletPrompt>,
  'reject' | 'allow' | 'setDelay' | 'hold' | 'release'
> & {
  /**
   * Answers one request of a page script (`connect`, `signMessage`, `signPsbt`, `pushPsbt`,
   * `switchNetwork`, `disconnect`); throws a {@link ProviderRpcError} (4001 when the user declines).
   */
  request(args: { method: string; params?: unknown }, origin: string): Promise<unknown>
  subscribe(listener: (event: BitcoinWalletEvent) => void): () => void
  readonly requests: readonly BitcoinWalletRequest[]
  /** The payment account's address (`rltc1q...` on the rig). */
  readonly address: string
  /** The P2WPKH account, its public key compressed (hex). */
  readonly payment: BitcoinWalletAccountInfo
  /** The P2TR account, its public key the x-only internal key (hex). */
  readonly ordinal: BitcoinWalletAccountInfo
  readonly network: BitcoinWalletNetworkParameters
  readonly networkNames: BitcoinWalletNetworkNames
  isAuthorized(origin: string): boolean
  /** Disconnects one site (every site without `origin`) from the wallet's side. */
  disconnect(origin?: string): void
}

/**
 * Creates the Bitcoin test wallet: a payment account (P2WPKH) and an ordinal account (P2TR, key
 * path) with real secp256k1 keys, signing messages (legacy ECDSA, BIP-322 simple) and PSBTs
 * (bitcoinjs-lib) in Node, broadcasting through an Esplora API. Pages reach it through
 * `installUnisatWallet`, `installSatsConnectWallet` or `installStandardBitcoinWallet`.
 *
 * @example
 * const wallet = createBitcoinWallet({
 *   network: litecoinRegtestParameters,
 *   esploraUrl: rig.bitcoin.esplora.url,
 * })
 * await rig.bitcoin.node.fund(wallet.address, '2')
 * await installUnisatWallet(page, wallet)
 */
export function createBitcoinWallet(parameters: CreateBitcoinWalletParameters): BitcoinTestWallet {
  const { network, esploraUrl, keys = {} } = parameters
  const secret = (key: BitcoinWalletKey | undefined) =>
    key === undefined ? secp256k1.utils.randomSecretKey() : readSecretKey(key)
  const accounts = [
    paymentAccount(secret(keys.payment), network),
    ordinalAccount(secret(keys.ordinal), network),
  ]
  const [payment, ordinal] = accounts.map(toAccountInfo) as [
    BitcoinWalletAccountInfo,
    BitcoinWalletAccountInfo,
  ]
  const networkNames = { ...regtestNetworkNames, ...parameters.networkNames }
  const listeners = new Set<(event: BitcoinWalletEvent) => void>()
  const behaviours = createWalletBehaviours<BitcoinWalletPrompt>()
  const context: BitcoinWalletContext = {
    accounts,
    network,
    networkNames,
    esploraUrl,
    authorizedOrigins: new Set(),
    behaviours,
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
  }

  const answers = createWalletRequests(bitcoinWalletMethods, context)
  return {
    request: answers.request,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    requests: answers.requests,
    address: payment.address,
    payment,
    ordinal,
    network,
    networkNames,
    isAuthorized: (origin) => context.authorizedOrigins.has(origin),
    reject: behaviours.reject,
    allow: behaviours.allow,
    setDelay: behaviours.setDelay,
    hold: behaviours.hold,
    release: behaviours.release,
    disconnect(origin) {
      for (const site of origin === undefined ? [...context.authorizedOrigins] : [origin])
        if (context.authorizedOrigins.delete(site))
          context.emit({ type: 'accountsChanged', origin: site, accounts: [] })
    },
  }
}
