import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { bip39SeedOf } from './bip39Seed.js'
import type { WalletSecret } from './seed.js'
import { deriveEd25519Node } from './slip10Ed25519.js'
import { wipe } from './wipe.js'

/** BIP-44 path of the first EVM account (MetaMask's and most EVM wallets' default). */
export const evmDerivationPath = "m/44'/60'/0'/0/0"
/** SLIP-0010 path of the first Solana account (Phantom's and Solflare's default). */
export const solanaDerivationPath = "m/44'/501'/0'/0'"

export type EvmAccountKeys = {
  /** EIP-55 checksummed address. */
  address: Address
  /** The secp256k1 private key, 0x-prefixed hex (what viem's `privateKeyToAccount` takes). */
  privateKey: Hex
}

export type SolanaAccountKeys = {
  /** Base58 of the public key. */
  address: string
  /** The 32-byte ed25519 public key. */
  publicKey: Uint8Array
  /** 64 bytes: the 32-byte ed25519 private key followed by the public key (Solana's keypair form). */
  secretKey: Uint8Array
}

export type WalletAccountKeys = { evm: EvmAccountKeys; solana: SolanaAccountKeys }

/**
 * Derives the wallet's EVM and Solana accounts from its secret: the BIP-39 seed (no passphrase),
 * then BIP-44 `m/44'/60'/0'/0/0` for EVM and SLIP-0010 `m/44'/501'/0'/0'` for Solana, so the same
 * 12 words open the same accounts in MetaMask and Phantom. The seed and intermediate keys are
 * wiped; the caller wipes `solana.secretKey` when done (`withWalletAccounts` does).
 *
 * @example
 * const accounts = await deriveAccounts(secret)
 * accounts.evm.address // '0x…'
 * accounts.solana.address // base58
 */
export async function deriveAccounts(secret: WalletSecret): Promise<WalletAccountKeys> {
  const seed = await bip39SeedOf(secret)
  try {
    return { evm: deriveEvmAccount(seed), solana: deriveSolanaAccount(seed) }
  } finally {
    wipe(seed)
  }
}

function deriveEvmAccount(seed: Uint8Array): EvmAccountKeys {
  const root = HDKey.fromMasterSeed(seed)
  const node = root.derive(evmDerivationPath)
  // A BIP-32 child without a private key only comes from a public parent; ours is private.
  const privateKey: Hex = `0x${bytesToHex(node.privateKey as Uint8Array)}`
  node.wipePrivateData()
  root.wipePrivateData()
  return { address: privateKeyToAddress(privateKey), privateKey }
}

function deriveSolanaAccount(seed: Uint8Array): SolanaAccountKeys {
  const node = deriveEd25519Node(seed, solanaDerivationPath)
  const publicKey = ed25519.getPublicKey(node.privateKey)
  const secretKey = concatBytes(node.privateKey, publicKey)
  wipe(node.privateKey, node.chainCode)
  return { address: base58.encode(publicKey), publicKey, secretKey }
}
