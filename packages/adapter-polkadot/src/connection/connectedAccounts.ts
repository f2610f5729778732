import type { ConnectedAccount } from '@latchkit/core'
import { hexToBytes } from '@noble/hashes/utils'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { encodeSs58 } from '../utils/ss58.js'
import type { PolkadotWalletAccount } from '../wallets/polkadotWallet.js'

/**
 * The kit's accounts of a wallet's on `network`: those not pinned to another chain, in the
 * wallet's order, each address written with the network's SS58 prefix (an extension shares its
 * accounts in one format, usually the generic prefix 42; Polkadot writes them with 0, Kusama 2).
 * The type is the key type (`sr25519`, `ed25519`, `ecdsa`), or `eoa` (a plain key account, as in
 * the other namespaces) when the wallet did not say. The public key is the account id, except for
 * ECDSA accounts, whose account id is a hash of the key.
 */
export function toConnectedAccounts(
  accounts: readonly PolkadotWalletAccount[],
  network: PolkadotNetwork,
): ConnectedAccount[] {
  return accounts
    .filter((account) => !account.genesisHash || account.genesisHash === network.polkadot.genesisHash)
    .map((account) => ({
      address: addressOn(account, network),
      type: account.keyType ?? 'eoa',
      ...(account.keyType === 'ecdsa' ? {} : { publicKey: account.accountId }),
    }))
}

/** `account`'s address on `network` (its account id with the network's SS58 prefix). */
export function addressOn(account: PolkadotWalletAccount, network: PolkadotNetwork): string {
  return encodeSs58(hexToBytes(account.accountId.slice(2)), network.polkadot.ss58Prefix)
}
