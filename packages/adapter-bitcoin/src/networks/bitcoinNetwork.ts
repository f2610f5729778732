import type { BlockExplorer, Network } from '@latchkit/core'
import type { BitcoinNetwork as BitcoinAddressParameters } from '@latchkit/siwx/bitcoin'

/**
 * How a Bitcoin-family network writes its addresses and signs messages (`bech32`, `pubKeyHash`,
 * `scriptHash`, `messagePrefix`): the shape `@latchkit/siwx/bitcoin` verifies signatures with.
 * Nothing in the adapter assumes Bitcoin's own values: a Litecoin-parameter regtest, say, is just
 * other parameters.
 */
export type BitcoinNetworkParameters = BitcoinAddressParameters

/** How each wallet API names the network, where it has one (wallets that do not list it are not asked). */
export type BitcoinWalletNetworkNames = {
  /** The wallet-standard chain (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`). */
  walletStandard?: `bitcoin:${string}` | undefined
  /** The sats-connect network name (`Mainnet`, `Testnet4`, `Signet`, `Regtest`). */
  satsConnect?: string | undefined
  /** The Unisat-style chain (`BITCOIN_MAINNET`, `BITCOIN_TESTNET4`, `BITCOIN_SIGNET`). */
  unisat?: string | undefined
}

/**
 * A Bitcoin-family network as a LatchKit network. Its `id` is the first 32 hex characters of the
 * genesis block hash, so `caipNetworkId` is the CAIP-2 id `bip122:<prefix>`. `rpcUrls.default.http[0]`
 * is the base URL of an Esplora-shaped REST API (balances, UTXOs, fees, broadcasting).
 */
export type BitcoinNetwork = Network<'bip122'> & {
  bitcoin: BitcoinNetworkParameters
  walletNetworkNames: BitcoinWalletNetworkNames
}

/** The length of the genesis-hash prefix in a `bip122` CAIP-2 id. */
const referenceLength = 32

/** What {@link defineBitcoinNetwork} needs to describe a network. */
export type DefineBitcoinNetworkParameters = {
  /** The genesis block hash (hex, as `getblockhash 0` answers it), or its first 32 characters. */
  genesisHash: string
  name: string
  /** The Esplora-shaped REST API's base URL (`https://mempool.space/api`). */
  esploraUrl: string
  parameters: BitcoinNetworkParameters
  walletNetworkNames?: BitcoinWalletNetworkNames | undefined
  /** @default { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } */
  nativeCurrency?: Network['nativeCurrency'] | undefined
  blockExplorer?: BlockExplorer | undefined
  /** @default true (only mainnet holds value) */
  testnet?: boolean | undefined
}

/**
 * Describes a Bitcoin-family network: a private one, or a local regtest node behind an
 * Esplora-shaped API.
 *
 * @example
 * const local = defineBitcoinNetwork({
 *   genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
 *   name: 'Regtest',
 *   esploraUrl: 'http://127.0.0.1:3002',
 *   parameters: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, messagePrefix: '\x18Bitcoin Signed Message:\n' },
 *   walletNetworkNames: { walletStandard: 'bitcoin:regtest', satsConnect: 'Regtest' },
 * })
 */
export function defineBitcoinNetwork(parameters: DefineBitcoinNetworkParameters): BitcoinNetwork {
  const id = parameters.genesisHash.slice(0, referenceLength).toLowerCase()
  return {
    id,
    caipNetworkId: `bip122:${id}`,
    chainNamespace: 'bip122',
    name: parameters.name,
    nativeCurrency: parameters.nativeCurrency ?? { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [parameters.esploraUrl.replace(/\/+$/, '')] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    testnet: parameters.testnet ?? true,
    bitcoin: { ...parameters.parameters },
    walletNetworkNames: { ...parameters.walletNetworkNames },
  }
}

/** The Esplora base URL the adapter reads `network` through. */
export function esploraUrlOf(network: BitcoinNetwork): string {
  return network.rpcUrls.default.http[0] ?? ''
}
