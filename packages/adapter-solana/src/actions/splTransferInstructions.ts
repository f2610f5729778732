import type { PublicKey, TransactionInstruction } from '@solana/web3.js'

/** The Associated Token Account program. */
const associatedTokenProgramId = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** The token programs' `TransferChecked` instruction. */
const transferCheckedIndex = 12
/** The Associated Token Account program's `CreateIdempotent` instruction. */
const createIdempotentIndex = 1

/** The mint layout's `decimals` byte (after the authority option, the authority and the supply). */
export const mintDecimalsOffset = 44

/**
 * The instructions of an SPL token transfer: create the receiver's associated token account if it
 * is missing (paid by the sender), then `TransferChecked` between the two associated accounts;
 * and that receiving account.
 */
export async function splTransferInstructions(parameters: {
  owner: PublicKey
  receiver: PublicKey
  mint: PublicKey
  tokenProgramId: PublicKey
  amount: bigint
  decimals: number
}): Promise<{ instructions: TransactionInstruction[]; receiverTokenAccount: PublicKey }> {
  const { PublicKey, SystemProgram, TransactionInstruction } = await import('@solana/web3.js')
  const { owner, receiver, mint, tokenProgramId, amount, decimals } = parameters
  const ataProgram = new PublicKey(associatedTokenProgramId)
  const tokenAccountOf = (holder: PublicKey) =>
    PublicKey.findProgramAddressSync(
      [holder.toBytes(), tokenProgramId.toBytes(), mint.toBytes()],
      ataProgram,
    )[0]
  const source = tokenAccountOf(owner)
  const destination = tokenAccountOf(receiver)

  // web3.js keeps instruction data as given: plain bytes serialize as a Buffer does, and need no
  // Buffer global, which browsers lack.
  const data = new Uint8Array(10)
  data[0] = transferCheckedIndex
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  const instructions = [
    new TransactionInstruction({
      programId: ataProgram,
      keys: [
        { pubkey: owner, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: receiver, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
        { pubkey: tokenProgramId, isSigner: false, isWritable: false },
      ],
      data: Uint8Array.of(createIdempotentIndex) as Buffer,
    }),
    new TransactionInstruction({
      programId: tokenProgramId,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: data as Buffer,
    }),
  ]
  return { instructions, receiverTokenAccount: destination }
}
