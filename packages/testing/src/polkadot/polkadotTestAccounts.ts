import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'

/** The three signature schemes of Substrate's `MultiSignature`. */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** A funded account of the rig's Polkadot chain. Its key is public: never use it on a real network. */
export type PolkadotTestAccount = {
  /** A label for terminals and test names ("Alice"). */
  name: string
  /** SS58 address in the chain's prefix. */
  address: string
  /** 0x-hex public key (33 bytes for ecdsa, 32 otherwise). */
  publicKey: `0x${string}`
  /** Secret URI for `keyring.addFromUri(uri, {}, type)`: a derivation of Substrate's public dev phrase. */
  uri: string
  type: PolkadotKeyType
}

/**
 * The rig's test keys: Substrate's well-known sr25519 dev accounts, and one account of each other
 * scheme so that a site meets every signature type a visitor's extension may hold.
 */
export const polkadotTestKeys: readonly { name: string; uri: string; type: PolkadotKeyType }[] = [
  { name: 'Alice', uri: '//Alice', type: 'sr25519' },
  { name: 'Bob', uri: '//Bob', type: 'sr25519' },
  { name: 'Charlie (ed25519)', uri: '//Charlie', type: 'ed25519' },
  { name: 'Dave (ecdsa)', uri: '//Dave', type: 'ecdsa' },
]

/** The key pair of a test account (or of any secret URI and type), for signing in Node. */
export async function polkadotKeyPair(
  key: { uri: string; type: PolkadotKeyType },
  ss58Prefix = 42,
): Promise<KeyringPair> {
  await cryptoWaitReady()
  return new Keyring({ type: key.type, ss58Format: ss58Prefix }).addFromUri(key.uri)
}

/** `polkadotTestKeys` with their addresses in `ss58Prefix` (42, Substrate's generic prefix, by default). */
export async function polkadotTestAccounts(ss58Prefix = 42): Promise<PolkadotTestAccount[]> {
  return Promise.all(
    polkadotTestKeys.map(async (key) => {
      const pair = await polkadotKeyPair(key, ss58Prefix)
      const publicKey = `0x${Buffer.from(pair.publicKey).toString('hex')}` as const
      return { ...key, address: pair.address, publicKey }
    }),
  )
}
