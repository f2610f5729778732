import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import type { PolkadotKeyType } from '../../polkadot/polkadotTestAccounts.js'

/**
 * A key the Polkadot test wallet holds: a secret URI (`//Alice`, a mnemonic, a mnemonic with a
 * derivation path) and its scheme. The rig chain's `accounts` fit as they are.
 */
export type PolkadotWalletKey = { uri: string; type: PolkadotKeyType; name?: string | undefined }

/** An account as an extension shares it (`InjectedAccount` of @polkadot/extension-inject). */
export type PolkadotInjectedAccount = {
  address: string
  /** The chain the account is tied to; null: any chain, as for accounts of the polkadot-js extension. */
  genesisHash: string | null
  name: string
  type: PolkadotKeyType
}

/** One account of the wallet: what the page sees, and its key pair, which stays in Node. */
export type PolkadotWalletAccount = PolkadotInjectedAccount & {
  /** 0x-hex public key (33 bytes for ecdsa). */
  publicKey: `0x${string}`
  pair: KeyringPair
}

/**
 * Key pairs for `keys`, their addresses in `ss58Prefix`. Needs `cryptoWaitReady()` first (the
 * sr25519 code is WebAssembly); `createPolkadotWallet` waits for it.
 */
export function toWalletAccounts(
  keys: readonly PolkadotWalletKey[],
  ss58Prefix: number,
): PolkadotWalletAccount[] {
  const keyring = new Keyring({ ss58Format: ss58Prefix })
  return keys.map((key, index) => {
    const pair = keyring.addFromUri(key.uri, {}, key.type)
    return {
      address: pair.address,
      genesisHash: null,
      name: key.name ?? `Test account ${index + 1}`,
      type: key.type,
      publicKey: u8aToHex(pair.publicKey),
      pair,
    }
  })
}

/** The page's view of an account: no key. */
export const toInjectedAccount = ({ address, genesisHash, name, type }: PolkadotWalletAccount) => ({
  address,
  genesisHash,
  name,
  type,
})
