import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { type PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import type { Ledger } from './ledger.js'
import { deterministicKeypair, type SolanaTestAccount } from './testAccounts.js'
import { decodeWireTransaction } from './wireTransaction.js'

/** The SPL token of the local Solana cluster. */
export type SolanaTestToken = {
  name: string
  symbol: string
  decimals: number
  /** Base58 address of the mint. */
  address: string
  mint: PublicKey
  /** The classic SPL Token program (not Token-2022). */
  programId: PublicKey
  /** Signs `mintTo` for more supply; funded with SOL by `startSolana()`. */
  mintAuthority: SolanaTestAccount
  /** The associated token account of an owner for this mint. */
  tokenAccountOf(owner: PublicKey): PublicKey
}

const mintKeypair = deterministicKeypair('latchkit solana latch usd mint')
const authorityKeypair = deterministicKeypair('latchkit solana latch usd mint authority')

/** Latch USD (lUSD, as on the EVM rig): 6 decimals, at the same mint address on every run. */
export const latchUsd: SolanaTestToken = {
  name: 'Latch USD',
  symbol: 'lUSD',
  decimals: 6,
  address: mintKeypair.publicKey.toBase58(),
  mint: mintKeypair.publicKey,
  programId: TOKEN_PROGRAM_ID,
  mintAuthority: {
    address: authorityKeypair.publicKey.toBase58(),
    publicKey: authorityKeypair.publicKey,
    secretKey: authorityKeypair.secretKey,
    keypair: authorityKeypair,
  },
  tokenAccountOf: (owner) => getAssociatedTokenAddressSync(mintKeypair.publicKey, owner),
}

/**
 * Creates the Latch USD mint and gives each holder an associated token account with `amount`
 * base units, through the SPL Token and Associated Token Account programs in LiteSVM.
 */
export function createLatchUsd(ledger: Ledger, holders: readonly SolanaTestAccount[], amount: bigint): void {
  const authority = authorityKeypair.publicKey
  const instructions: TransactionInstruction[] = [
    SystemProgram.createAccount({
      fromPubkey: authority,
      newAccountPubkey: latchUsd.mint,
      space: MINT_SIZE,
      lamports: Number(ledger.rentExemptMinimum(MINT_SIZE)),
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(latchUsd.mint, latchUsd.decimals, authority, null),
  ]
  for (const holder of holders) {
    const tokenAccount = latchUsd.tokenAccountOf(holder.publicKey)
    instructions.push(
      createAssociatedTokenAccountIdempotentInstruction(
        authority,
        tokenAccount,
        holder.publicKey,
        latchUsd.mint,
      ),
      createMintToInstruction(latchUsd.mint, tokenAccount, authority, amount),
    )
  }
  const transaction = new Transaction({
    feePayer: authority,
    ...ledger.clock.latestBlockhash(),
  }).add(...instructions)
  transaction.sign(authorityKeypair, mintKeypair)
  const outcome = ledger.submit(decodeWireTransaction(transaction.serialize()))
  if (outcome.error)
    throw new Error(`creating Latch USD failed: ${outcome.error.text}\n${outcome.logs.join('\n')}`)
}
