import { createTransferCheckedInstruction, getMint, TOKEN_PROGRAM_ID, unpackAccount } from '@solana/spl-token'
import { ComputeBudgetProgram, Connection, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRig, startSolana } from './startSolana.js'

let solana: SolanaRig
let connection: Connection

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(() => solana.stop())

const testAccounts = () => {
  const [sender, recipient] = solana.accounts
  if (!sender || !recipient) throw new Error('the rig has test accounts')
  return { sender, recipient }
}

test('Latch USD exists as an SPL mint with 6 decimals and 10,000 lUSD per test account', async () => {
  const mint = await getMint(connection, solana.token.mint)
  expect(mint.decimals).toBe(6)
  expect(mint.supply).toBe(BigInt(solana.accounts.length) * 10_000_000_000n)
  expect(mint.mintAuthority?.toBase58()).toBe(solana.token.mintAuthority.address)
  const balance = await connection.getTokenAccountBalance(
    solana.token.tokenAccountOf(testAccounts().recipient.publicKey),
  )
  expect(balance.value).toEqual({
    amount: '10000000000',
    decimals: 6,
    uiAmount: 10_000,
    uiAmountString: '10000',
  })
})

test('an SPL token transfer confirms and both token balances change', async () => {
  const { sender, recipient } = testAccounts()
  const source = solana.token.tokenAccountOf(sender.publicKey)
  const destination = solana.token.tokenAccountOf(recipient.publicKey)
  const transfer = createTransferCheckedInstruction(
    source,
    solana.token.mint,
    destination,
    sender.publicKey,
    2_500_000n,
    6,
  )

  await sendAndConfirmTransaction(connection, new Transaction().add(transfer), [sender.keypair])

  expect((await connection.getTokenAccountBalance(source)).value.uiAmountString).toBe('9997.5')
  const parsed = await connection.getParsedTokenAccountsByOwner(recipient.publicKey, {
    mint: solana.token.mint,
  })
  expect(parsed.value).toHaveLength(1)
  expect(parsed.value[0]?.pubkey.toBase58()).toBe(destination.toBase58())
  expect(parsed.value[0]?.account.data).toEqual({
    program: 'spl-token',
    parsed: {
      type: 'account',
      info: {
        isNative: false,
        mint: solana.token.address,
        owner: recipient.address,
        state: 'initialized',
        tokenAmount: { amount: '10002500000', decimals: 6, uiAmount: 10_002.5, uiAmountString: '10002.5' },
      },
    },
    space: 165,
  })
})

test('getTokenAccountsByOwner filters by program id and returns base64 data spl-token can unpack', async () => {
  const { recipient } = testAccounts()
  const { value } = await connection.getTokenAccountsByOwner(recipient.publicKey, {
    programId: TOKEN_PROGRAM_ID,
  })
  expect(value).toHaveLength(1)
  const [entry] = value
  if (!entry) throw new Error('one token account')
  const account = unpackAccount(entry.pubkey, entry.account)
  expect(account.mint.toBase58()).toBe(solana.token.address)
  expect(account.owner.toBase58()).toBe(recipient.address)
  const none = await connection.getTokenAccountsByOwner(solana.token.mintAuthority.publicKey, {
    mint: solana.token.mint,
  })
  expect(none.value).toEqual([])
})

test('getParsedAccountInfo decodes the mint, and a non-token program id is refused', async () => {
  const { value } = await connection.getParsedAccountInfo(solana.token.mint)
  expect(value?.data).toMatchObject({ program: 'spl-token', parsed: { type: 'mint', info: { decimals: 6 } } })
  await expect(
    connection.getTokenAccountsByOwner(testAccounts().sender.publicKey, {
      programId: testAccounts().sender.publicKey,
    }),
  ).rejects.toThrow('unrecognized Token program id')
})

test('a token transfer with a priority fee costs exactly what getFeeForMessage quoted', async () => {
  const { sender, recipient } = testAccounts()
  const transaction = new Transaction().add(
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10 }),
    createTransferCheckedInstruction(
      solana.token.tokenAccountOf(sender.publicKey),
      solana.token.mint,
      solana.token.tokenAccountOf(recipient.publicKey),
      sender.publicKey,
      1n,
      6,
    ),
  )
  transaction.feePayer = sender.publicKey
  transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
  const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
  const before = await connection.getBalance(sender.publicKey)

  await sendAndConfirmTransaction(connection, transaction, [sender.keypair])

  // The token program reserves 200,000 units and the compute budget program 3,000: 2.03 lamports, rounded up.
  expect(fee).toBe(5_003)
  expect(await connection.getBalance(sender.publicKey)).toBe(before - (fee ?? 0))
})
