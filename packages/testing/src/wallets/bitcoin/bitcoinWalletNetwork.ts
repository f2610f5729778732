import type { Network } from 'bitcoinjs-lib'

/**
 * How the wallet's network writes addresses and signs messages: `litecoinRegtestParameters` for
 * the rig's node (`rltc1q...`, `rltc1p...`, "Litecoin Signed Message").
 */
export type BitcoinWalletNetworkParameters = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  /** What legacy message hashes start with, its length byte included. */
  messagePrefix: string
  /** WIF version byte. @default 0xef (every test network's) */
  wif?: number | undefined
}

/** What each wallet API calls the wallet's one network; `switchNetwork` accepts these names only. */
export type BitcoinWalletNetworkNames = {
  /** The sats-connect name (`wallet_changeNetwork`). */
  satsConnect: string
  /** The Unisat-family chain (`switchChain`). Unisat itself has no regtest: a site names it. */
  unisat: string
  /** The wallet-standard chain the wallet lists. */
  walletStandard: `bitcoin:${string}`
}

/** A regtest node's names in each API. */
export const regtestNetworkNames: BitcoinWalletNetworkNames = {
  satsConnect: 'Regtest',
  unisat: 'BITCOIN_REGTEST',
  walletStandard: 'bitcoin:regtest',
}

/** The parameters as a bitcoinjs-lib network (extended keys are not used, so those are testnet's). */
export function toBitcoinjsNetwork(parameters: BitcoinWalletNetworkParameters): Network {
  return {
    messagePrefix: parameters.messagePrefix,
    bech32: parameters.bech32,
    pubKeyHash: parameters.pubKeyHash,
    scriptHash: parameters.scriptHash,
    wif: parameters.wif ?? 0xef,
    bip32: { public: 0x043587cf, private: 0x04358394 },
  }
}
