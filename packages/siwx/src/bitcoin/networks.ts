import { UnknownBitcoinNetworkError } from './errors.js'

/**
 * What a Bitcoin-family network's addresses and legacy message signatures look like (the values of
 * its node's `chainparams.cpp` and message magic).
 */
export type BitcoinNetwork = {
  /** Human-readable part of its segwit (bech32 / bech32m) addresses, e.g. `bc`. */
  bech32: string
  /** Base58check version byte of its P2PKH addresses, e.g. `0x00`. */
  pubKeyHash: number
  /** Base58check version byte of its P2SH addresses, e.g. `0x05`. */
  scriptHash: number
  /**
   * What legacy message hashes start with, its length byte included, e.g.
   * `'\x18Bitcoin Signed Message:\n'`.
   */
  messagePrefix: string
}

const bitcoinMessagePrefix = '\x18Bitcoin Signed Message:\n'
const testParameters = { pubKeyHash: 0x6f, scriptHash: 0xc4, messagePrefix: bitcoinMessagePrefix }

/**
 * The built-in networks, keyed by CAIP-2 id (`bip122:` and the first 32 hex characters of the
 * genesis block hash, as Bitcoin Core's `chainparams.cpp` asserts it).
 *
 * @example
 * import { bitcoinNetworks } from '@latchkit/siwx/bitcoin'
 * bitcoinNetworks['bip122:000000000019d6689c085ae165831e93'].bech32 // 'bc'
 */
export const bitcoinNetworks = {
  /** Bitcoin mainnet. */
  'bip122:000000000019d6689c085ae165831e93': {
    bech32: 'bc',
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    messagePrefix: bitcoinMessagePrefix,
  },
  /** Bitcoin testnet3. */
  'bip122:000000000933ea01ad0ee984209779ba': { bech32: 'tb', ...testParameters },
  /** Bitcoin testnet4. */
  'bip122:00000000da84f2bafbbc53dee25a72ae': { bech32: 'tb', ...testParameters },
  /** Bitcoin signet (the default one). */
  'bip122:00000008819873e925422c1ff0f99f7c': { bech32: 'tb', ...testParameters },
  /** Bitcoin regtest. */
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { bech32: 'bcrt', ...testParameters },
} as const satisfies Readonly<Record<`bip122:${string}`, BitcoinNetwork>>

const builtIn: Readonly<Record<string, BitcoinNetwork>> = bitcoinNetworks

/**
 * The parameters of `chainId`: the site's own first, then the built-in ones.
 * @throws {UnknownBitcoinNetworkError} when neither has it.
 */
export function bitcoinNetworkOf(
  chainId: string,
  networks: Readonly<Record<string, BitcoinNetwork>> = {},
): BitcoinNetwork {
  const network = Object.hasOwn(networks, chainId)
    ? networks[chainId]
    : Object.hasOwn(builtIn, chainId)
      ? builtIn[chainId]
      : undefined
  if (!network) throw new UnknownBitcoinNetworkError(chainId)
  return network
}
