import type { SolanaTestAccount } from '@latchkit/testing/solana'
import {
  createAssociatedTokenAccountIdempotent,
  createInitializeMintInstruction,
  createInitializeTransferFeeConfigInstruction,
  createMint,
  ExtensionType,
  getMintLen,
  mintTo,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  type Connection,
  Keypair,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'

const confirm = { commitment: 'confirmed' } as const

/** A Token-2022 mint with the transfer-fee extension (at 0%), whose accounts carry one more extension. */
async function createTransferFeeMint(connection: Connection, authority: SolanaTestAccount, decimals: number) {
  const mint = Keypair.generate()
  const space = getMintLen([ExtensionType.TransferFeeConfig])
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: authority.publicKey,
      newAccountPubkey: mint.publicKey,
      space,
      lamports: await connection.getMinimumBalanceForRentExemption(space),
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeTransferFeeConfigInstruction(
      mint.publicKey,
      authority.publicKey,
      authority.publicKey,
      0,
      0n,
      TOKEN_2022_PROGRAM_ID,
    ),
    createInitializeMintInstruction(
      mint.publicKey,
      decimals,
      authority.publicKey,
      null,
      TOKEN_2022_PROGRAM_ID,
    ),
  )
  await sendAndConfirmTransaction(connection, transaction, [authority.keypair, mint], confirm)
  return mint.publicKey
}

/**
 * A new mint on the rig (Token-2022 unless `programId` says otherwise; with the transfer-fee
 * extension when `withTransferFee`) whose authority is `authority`, with `amount` base units
 * minted to each holder's associated token account.
 */
export async function createTestMint(
  connection: Connection,
  parameters: {
    authority: SolanaTestAccount
    decimals: number
    holders: readonly { owner: PublicKey; amount: bigint }[]
    programId?: PublicKey
    withTransferFee?: boolean
  },
): Promise<PublicKey> {
  const { authority, decimals, programId = TOKEN_2022_PROGRAM_ID } = parameters
  const payer = authority.keypair
  const mint = parameters.withTransferFee
    ? await createTransferFeeMint(connection, authority, decimals)
    : await createMint(connection, payer, authority.publicKey, null, decimals, undefined, confirm, programId)
  for (const { owner, amount } of parameters.holders) {
    const account = await createAssociatedTokenAccountIdempotent(
      connection,
      payer,
      mint,
      owner,
      confirm,
      programId,
    )
    if (amount > 0n) await mintTo(connection, payer, mint, account, payer, amount, [], confirm, programId)
  }
  return mint
}
