import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRig, startSolana } from './startSolana.js'

let solana: SolanaRig
let connection: Connection

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(() => solana.stop())

test('a SOL transfer confirms through sendAndConfirmTransaction and moves both balances', async () => {
  const [sender, recipient] = solana.accounts
  if (!sender || !recipient) throw new Error('the rig has test accounts')
  const senderBefore = await connection.getBalance(sender.publicKey)
  const recipientBefore = await connection.getBalance(recipient.publicKey)
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: sender.publicKey,
      toPubkey: recipient.publicKey,
      lamports: LAMPORTS_PER_SOL,
    }),
  )

  const signature = await sendAndConfirmTransaction(connection, transaction, [sender.keypair])

  const fee = await connection.getFeeForMessage(transaction.compileMessage())
  expect(fee.value).toBe(5000)
  expect(await connection.getBalance(recipient.publicKey)).toBe(recipientBefore + LAMPORTS_PER_SOL)
  expect(await connection.getBalance(sender.publicKey)).toBe(senderBefore - LAMPORTS_PER_SOL - 5000)
  const { value } = await connection.getSignatureStatuses([signature])
  expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
})

test('requestAirdrop funds a new account and its signature confirms', async () => {
  const newcomer = Keypair.generate()
  const signature = await connection.requestAirdrop(newcomer.publicKey, 2 * LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  const confirmation = await connection.confirmTransaction({ signature, ...latest })
  expect(confirmation.value.err).toBeNull()
  expect(await connection.getBalance(newcomer.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
})
