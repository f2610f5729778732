import type { PublicKey } from '@solana/web3.js'
import type { LiteSVM } from 'litesvm'

// LiteSVM's API is typed with @solana/kit's branded types. The rig speaks web3.js, so these
// aliases (taken from LiteSVM's own signatures) keep the one place where the two meet explicit.

/** A base58 address as LiteSVM takes it. */
type SvmAddress = Parameters<LiteSVM['getAccount']>[0]
/** A transaction as LiteSVM takes it: the message bytes and a signature per signer. */
export type SvmTransaction = Parameters<LiteSVM['sendTransaction']>[0]

/** A LiteSVM address from a web3.js public key or a base58 string already validated. */
export function toSvmAddress(key: PublicKey | string): SvmAddress {
  return (typeof key === 'string' ? key : key.toBase58()) as SvmAddress
}

/** A lamport amount as LiteSVM takes it. */
export function toSvmLamports(lamports: bigint): Parameters<LiteSVM['airdrop']>[1] {
  return lamports as Parameters<LiteSVM['airdrop']>[1]
}

/** A base58 transaction signature as LiteSVM takes it. */
export function toSvmSignature(signature: string): Parameters<LiteSVM['getTransaction']>[0] {
  return signature as Parameters<LiteSVM['getTransaction']>[0]
}
