import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRig, startSolana } from './startSolana.js'
import type { SolanaTestAccount } from './testAccounts.js'

let solana: SolanaRig
let connection: Connection
let sender: SolanaTestAccount

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  const account = solana.accounts[3]
  if (!account) throw new Error('the rig has test accounts')
  sender = account
})
afterAll(() => solana.stop())

const sendSol = (to: PublicKey, lamports: number) =>
  sendAndConfirmTransaction(
    connection,
    new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports })),
    [sender.keypair],
  )

/** A well-formed signature of no transaction. */
const unknownSignature = () => bs58.encode(Keypair.generate().secretKey)

/** One JSON-RPC call as a site's own client would make it. */
async function rpc(method: string, params: unknown[]) {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
}

test('getSignaturesForAddress lists what an address took part in, newest first, in pages', async () => {
  const receiver = Keypair.generate().publicKey
  const sent: string[] = []
  for (const lamports of [1, 2, 3, 4, 5]) sent.push(await sendSol(receiver, lamports * 1_000_000))
  const newestFirst = [...sent].reverse()

  const all = await connection.getSignaturesForAddress(receiver)
  expect(all.map((entry) => entry.signature)).toEqual(newestFirst)
  expect(all[0]).toEqual({
    signature: newestFirst[0],
    slot: expect.any(Number),
    err: null,
    memo: null,
    blockTime: expect.any(Number),
    confirmationStatus: 'finalized',
  })
  expect(Math.abs((all[0]?.blockTime ?? 0) - Date.now() / 1000)).toBeLessThan(60)

  const first = await connection.getSignaturesForAddress(receiver, { limit: 2 })
  const second = await connection.getSignaturesForAddress(receiver, { limit: 2, before: first[1]?.signature })
  const last = await connection.getSignaturesForAddress(receiver, { limit: 2, before: second[1]?.signature })
  expect([...first, ...second, ...last].map((entry) => entry.signature)).toEqual(newestFirst)
  expect(last).toHaveLength(1)
  const untilSecond = await connection.getSignaturesForAddress(receiver, { until: newestFirst[2] })
  expect(untilSecond.map((entry) => entry.signature)).toEqual(newestFirst.slice(0, 2))
  // The sender's own list has them too, among its earlier transactions.
  const senders = await connection.getSignaturesForAddress(sender.publicKey, { limit: 5 })
  expect(senders.map((entry) => entry.signature)).toEqual(newestFirst)
})

test('getSignaturesForAddress refuses what a validator refuses, and knows nothing before an unknown signature', async () => {
  const address = sender.address
  expect(await rpc('getSignaturesForAddress', [address, { limit: 1001 }])).toMatchObject({
    error: { code: -32602, message: 'Invalid limit; max 1000' },
  })
  expect(await rpc('getSignaturesForAddress', [address, { commitment: 'processed' }])).toMatchObject({
    error: { code: -32602, message: 'Method does not support commitment below `confirmed`' },
  })
  expect(await rpc('getSignaturesForAddress', [address, { before: 'abc' }])).toMatchObject({
    error: { code: -32602, message: 'Invalid param: WrongSize' },
  })
  expect(await rpc('getSignaturesForAddress', [Keypair.generate().publicKey.toBase58()])).toEqual({
    jsonrpc: '2.0',
    id: 1,
    result: [],
  })
  expect((await rpc('getSignaturesForAddress', [address, { before: unknownSignature() }])).result).toEqual([])
})

test('getParsedTransaction shows a SOL transfer as a validator parses it, with balances and fee', async () => {
  const receiver = Keypair.generate().publicKey
  const signature = await sendSol(receiver, LAMPORTS_PER_SOL / 4)

  const transaction = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(transaction?.version).toBe('legacy')
  expect(transaction?.transaction.signatures).toEqual([signature])
  expect(
    transaction?.transaction.message.accountKeys.map((key) => ({ ...key, pubkey: key.pubkey.toBase58() })),
  ).toEqual([
    { pubkey: sender.address, signer: true, writable: true, source: 'transaction' },
    { pubkey: receiver.toBase58(), signer: false, writable: true, source: 'transaction' },
    { pubkey: SystemProgram.programId.toBase58(), signer: false, writable: false, source: 'transaction' },
  ])
  expect(transaction?.transaction.message.instructions).toEqual([
    {
      program: 'system',
      programId: SystemProgram.programId,
      parsed: {
        type: 'transfer',
        info: { source: sender.address, destination: receiver.toBase58(), lamports: LAMPORTS_PER_SOL / 4 },
      },
      stackHeight: null,
    },
  ])
  const meta = transaction?.meta
  expect(meta).toMatchObject({
    err: null,
    fee: 5000,
    innerInstructions: [],
    preTokenBalances: [],
    postTokenBalances: [],
  })
  expect((meta?.preBalances[0] ?? 0) - (meta?.postBalances[0] ?? 0)).toBe(LAMPORTS_PER_SOL / 4 + 5000)
  expect(meta?.preBalances[1]).toBe(0)
  expect(meta?.postBalances[1]).toBe(LAMPORTS_PER_SOL / 4)
  expect(meta?.logMessages?.[0]).toBe('Program 11111111111111111111111111111111 invoke [1]')
  expect(transaction?.blockTime).toBe((await connection.getSignaturesForAddress(receiver))[0]?.blockTime)
  expect(await connection.getParsedTransaction(unknownSignature())).toBeNull()
})

test('an SPL transfer to a new owner: the token account it creates, the transfer and both token balances', async () => {
  const owner = Keypair.generate().publicKey
  const source = solana.token.tokenAccountOf(sender.publicKey)
  const destination = getAssociatedTokenAddressSync(solana.token.mint, owner)
  const signature = await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(
        sender.publicKey,
        destination,
        owner,
        solana.token.mint,
      ),
      createTransferCheckedInstruction(
        source,
        solana.token.mint,
        destination,
        sender.publicKey,
        1_500_000n,
        6,
      ),
    ),
    [sender.keypair],
  )

  const transaction = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
  const [create, transfer] = transaction?.transaction.message.instructions ?? []
  expect(create).toMatchObject({
    program: 'spl-associated-token-account',
    parsed: {
      type: 'createIdempotent',
      info: {
        source: sender.address,
        account: destination.toBase58(),
        wallet: owner.toBase58(),
        mint: solana.token.address,
        systemProgram: SystemProgram.programId.toBase58(),
        tokenProgram: solana.token.programId.toBase58(),
      },
    },
  })
  expect(transfer).toEqual({
    program: 'spl-token',
    programId: solana.token.programId,
    parsed: {
      type: 'transferChecked',
      info: {
        source: source.toBase58(),
        mint: solana.token.address,
        destination: destination.toBase58(),
        authority: sender.address,
        tokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
      },
    },
    stackHeight: null,
  })
  // What the Associated Token Account program did to create the account, at stack height 2.
  const inner = transaction?.meta?.innerInstructions?.[0]
  expect(inner?.index).toBe(0)
  expect(
    inner?.instructions.map((instruction) => ('parsed' in instruction ? instruction.parsed.type : '?')),
  ).toEqual(['getAccountDataSize', 'createAccount', 'initializeImmutableOwner', 'initializeAccount3'])
  expect(inner?.instructions[1]).toMatchObject({
    program: 'system',
    parsed: { info: { source: sender.address, newAccount: destination.toBase58(), space: 165 } },
    stackHeight: 2,
  })
  const indexOf = (address: PublicKey) =>
    transaction?.transaction.message.accountKeys.findIndex((key) => key.pubkey.equals(address))
  expect(transaction?.meta?.preTokenBalances).toEqual([
    {
      accountIndex: indexOf(source),
      mint: solana.token.address,
      owner: sender.address,
      programId: solana.token.programId.toBase58(),
      uiTokenAmount: { amount: '10000000000', decimals: 6, uiAmount: 10_000, uiAmountString: '10000' },
    },
  ])
  expect(transaction?.meta?.postTokenBalances).toContainEqual({
    accountIndex: indexOf(destination),
    mint: solana.token.address,
    owner: owner.toBase58(),
    programId: solana.token.programId.toBase58(),
    uiTokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
  })
  // Token accounts have their own history: the owner's address is not among the account keys.
  expect((await connection.getSignaturesForAddress(destination)).map((entry) => entry.signature)).toEqual([
    signature,
  ])
})

test('a v0 transaction: refused without maxSupportedTransactionVersion, in json and base64 with it', async () => {
  const receiver = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new VersionedTransaction(
    new TransactionMessage({
      payerKey: sender.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: sender.publicKey,
          toPubkey: receiver,
          lamports: LAMPORTS_PER_SOL / 100,
        }),
      ],
    }).compileToV0Message(),
  )
  transaction.sign([sender.keypair])
  const signature = await connection.sendTransaction(transaction)

  expect(await rpc('getTransaction', [signature, { encoding: 'json' }])).toMatchObject({
    error: {
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    },
  })
  const asJson = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(asJson?.version).toBe(0)
  expect(asJson?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual([
    sender.address,
    receiver.toBase58(),
    SystemProgram.programId.toBase58(),
  ])
  expect(asJson?.meta?.loadedAddresses).toEqual({ writable: [], readonly: [] })
  const asBase64 = await rpc('getTransaction', [
    signature,
    { encoding: 'base64', maxSupportedTransactionVersion: 0 },
  ])
  expect(asBase64.result).toMatchObject({
    transaction: [Buffer.from(transaction.serialize()).toString('base64'), 'base64'],
    version: 0,
  })
})

test('a transaction that failed on chain is listed with its error and its fee', async () => {
  const before = await connection.getBalance(sender.publicKey)
  const signature = await connection.sendTransaction(
    new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000 * LAMPORTS_PER_SOL,
      }),
    ),
    [sender.keypair],
    { skipPreflight: true },
  )
  const [listed] = await connection.getSignaturesForAddress(sender.publicKey, { limit: 1 })
  expect(listed).toMatchObject({ signature, err: { InstructionError: [0, { Custom: 1 }] } })
  const transaction = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(transaction?.meta).toMatchObject({ err: { InstructionError: [0, { Custom: 1 }] }, fee: 5000 })
  expect(await connection.getBalance(sender.publicKey)).toBe(before - 5000)
})

test('an airdrop lands as a transfer from the faucet', async () => {
  const newcomer = Keypair.generate().publicKey
  const signature = await connection.requestAirdrop(newcomer, LAMPORTS_PER_SOL)
  const [listed] = await connection.getSignaturesForAddress(newcomer)
  expect(listed?.signature).toBe(signature)
  const transaction = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(transaction?.transaction.message.instructions[0]).toMatchObject({
    program: 'system',
    parsed: { type: 'transfer', info: { destination: newcomer.toBase58(), lamports: LAMPORTS_PER_SOL } },
  })
  expect(await rpc('getTransaction', [signature, { commitment: 'processed' }])).toMatchObject({
    error: { code: -32602, message: 'Method does not support commitment below `confirmed`' },
  })
})
