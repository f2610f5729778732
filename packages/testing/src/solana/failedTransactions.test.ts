import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRig, startSolana } from './startSolana.js'
import type { SolanaTestAccount } from './testAccounts.js'

let solana: SolanaRig
let connection: Connection
let payer: SolanaTestAccount

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  const account = solana.accounts[2]
  if (!account) throw new Error('the rig has test accounts')
  payer = account
})
afterAll(() => solana.stop())

const transferTo = (from: Keypair, lamports: number) =>
  new Transaction().add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports }),
  )

/** The error a promise rejects with (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<SendTransactionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SendTransactionError)
  return error as SendTransactionError
}

test('a transfer beyond the balance fails in preflight, with the program logs, and costs nothing', async () => {
  const before = await connection.getBalance(payer.publicKey)
  const error = await rejectionOf(
    connection.sendTransaction(transferTo(payer.keypair, 1_000_000 * LAMPORTS_PER_SOL), [payer.keypair]),
  )
  expect(error.transactionError.message).toBe(
    'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
  )
  expect(error.transactionError.logs?.join('\n')).toContain('Transfer: insufficient lamports')
  expect(await connection.getBalance(payer.publicKey)).toBe(before)
  // sendAndConfirmTransaction gives up just as fast instead of waiting for a confirmation.
  await rejectionOf(
    sendAndConfirmTransaction(connection, transferTo(payer.keypair, 1_000_000 * LAMPORTS_PER_SOL), [
      payer.keypair,
    ]),
  )
})

test('a fee payer without an account, or an unknown blockhash, is refused in preflight', async () => {
  const stranger = Keypair.generate()
  const unfunded = await rejectionOf(connection.sendTransaction(transferTo(stranger, 1), [stranger]))
  expect(unfunded.transactionError.message).toBe(
    'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
  )
  const stale = transferTo(payer.keypair, 1)
  stale.recentBlockhash = Keypair.generate().publicKey.toBase58()
  stale.sign(payer.keypair)
  const unknownBlockhash = await rejectionOf(connection.sendRawTransaction(stale.serialize()))
  expect(unknownBlockhash.transactionError.message).toBe('Transaction simulation failed: Blockhash not found')
})

test('a forged signature is refused, with or without preflight', async () => {
  const transaction = transferTo(payer.keypair, 1)
  transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
  transaction.sign(payer.keypair)
  const wire = transaction.serialize()
  wire[1] = (wire[1] ?? 0) ^ 0xff // the first byte of the first signature
  const forged = await rejectionOf(connection.sendRawTransaction(wire))
  expect(forged.transactionError.message).toBe('Transaction signature verification failure')
  const signature = await connection.sendRawTransaction(wire, { skipPreflight: true })
  expect((await connection.getSignatureStatus(signature)).value).toBeNull()
})

test('with skipPreflight a failing transaction lands with its error and pays its fee', async () => {
  const before = await connection.getBalance(payer.publicKey)
  const latest = await connection.getLatestBlockhash()
  const transaction = transferTo(payer.keypair, 1_000_000 * LAMPORTS_PER_SOL)
  transaction.recentBlockhash = latest.blockhash
  transaction.sign(payer.keypair)

  const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
  const { value } = await connection.confirmTransaction({ signature, ...latest })

  expect(value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(await connection.getBalance(payer.publicKey)).toBe(before - 5000)
})

test('simulateTransaction reports logs, compute units and post-balances without changing state', async () => {
  const recipient = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: recipient,
        lamports: LAMPORTS_PER_SOL,
      }),
    ],
  }).compileToV0Message()

  const { value } = await connection.simulateTransaction(new VersionedTransaction(message), {
    accounts: { encoding: 'base64', addresses: [recipient.toBase58()] },
  })

  expect(value.err).toBeNull()
  expect(value.logs).toContain('Program 11111111111111111111111111111111 success')
  expect(value.unitsConsumed).toBeGreaterThan(0)
  expect(value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL)
  expect(await connection.getBalance(recipient)).toBe(0)
})

test('getFeeForMessage prices the priority fee exactly as the runtime charges it', async () => {
  const recipient = solana.accounts[3]
  if (!recipient) throw new Error('the rig has test accounts')
  const transaction = new Transaction().add(
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient.publicKey, lamports: 1_000 }),
  )
  transaction.feePayer = payer.publicKey
  transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
  const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
  const before = await connection.getBalance(payer.publicKey)

  await sendAndConfirmTransaction(connection, transaction, [payer.keypair])

  // 5,000 per signature plus 250,000 micro-lamports for each of the 6,000 units two builtins reserve.
  expect(fee).toBe(5_000 + 1_500)
  expect(await connection.getBalance(payer.publicKey)).toBe(before - 1_000 - (fee ?? 0))
})
