import type { Connection, PublicKey } from '@solana/web3.js'
import { tokenProgramId } from '../tokens/tokenPrograms.js'
import { base64ToBytes } from '../utils/base64.js'

/** The size of an SPL Token account. */
const tokenAccountSize = 165
/** A Token-2022 associated account holds at least the ImmutableOwner extension. */
const token2022AccountMinimumSize = 170
/** The token programs' `GetAccountDataSize` instruction, asking for the ImmutableOwner extension. */
const getAccountDataSizeWithImmutableOwner = [21, 7, 0]

/**
 * What a Token-2022 associated account of `mint` takes: the program says it (`GetAccountDataSize`
 * in a simulation, as the Associated Token Account program asks it), since the mint's extensions
 * add to it. Without an answer, the smallest such account.
 */
async function token2022AccountSize(
  connection: Connection,
  parameters: { mint: PublicKey; tokenProgramId: PublicKey; payer: PublicKey },
): Promise<number> {
  const { TransactionInstruction, TransactionMessage, VersionedTransaction } = await import('@solana/web3.js')
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: parameters.payer,
    recentBlockhash: blockhash,
    instructions: [
      new TransactionInstruction({
        programId: parameters.tokenProgramId,
        keys: [{ pubkey: parameters.mint, isSigner: false, isWritable: false }],
        // web3.js keeps the bytes as given; a Uint8Array needs no Buffer global in a browser.
        data: Uint8Array.from(getAccountDataSizeWithImmutableOwner) as Buffer,
      }),
    ],
  }).compileToV0Message()
  const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
    sigVerify: false,
    replaceRecentBlockhash: true,
  })
  const returned = value.err === null ? value.returnData?.data[0] : undefined
  const bytes = returned ? base64ToBytes(returned) : undefined
  if (bytes?.length !== 8) return token2022AccountMinimumSize
  const size = Number(new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0, true))
  return size >= token2022AccountMinimumSize && size < 10_000_000 ? size : token2022AccountMinimumSize
}

/**
 * The lamports an SPL send pays to create the receiver's associated token account (its rent
 * exemption), or 0 when that account exists already.
 */
export async function tokenAccountRent(
  connection: Connection,
  parameters: { address: PublicKey; mint: PublicKey; tokenProgramId: PublicKey; payer: PublicKey },
): Promise<bigint> {
  if (await connection.getAccountInfo(parameters.address)) return 0n
  const size =
    parameters.tokenProgramId.toBase58() === tokenProgramId
      ? tokenAccountSize
      : await token2022AccountSize(connection, parameters)
  return BigInt(await connection.getMinimumBalanceForRentExemption(size))
}
