import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaRig, startSolana } from './startSolana.js'

let solana: SolanaRig
let connection: Connection

beforeAll(async () => {
  solana = await startSolana({ slotIntervalMs: 0 })
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(() => solana.stop())

async function signedTransfer(to: PublicKey, lamports: number) {
  const sender = solana.accounts[1]
  if (!sender) throw new Error('the rig has test accounts')
  const transaction = new Transaction({
    feePayer: sender.publicKey,
    ...(await connection.getLatestBlockhash()),
  }).add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: to, lamports }))
  transaction.sign(sender.keypair)
  return { wire: transaction.serialize(), signature: bs58.encode(transaction.signature ?? new Uint8Array()) }
}

/** A raw WebSocket client that collects every message, to see exactly what the server sends. */
async function openSocket() {
  const socket = new WebSocket(solana.wsUrl)
  const messages: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve) => socket.once('open', resolve))
  const waitFor = async (count: number) => {
    while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve))
    return messages.slice(0, count)
  }
  return { socket, messages, waitFor }
}

test('a pending signature subscription is notified (received, then the result) when the transaction lands', async () => {
  const { wire, signature } = await signedTransfer(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
  const { socket, waitFor } = await openSocket()
  socket.send(
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'signatureSubscribe',
      params: [signature, { commitment: 'confirmed', enableReceivedNotification: true }],
    }),
  )
  const [ack] = await waitFor(1)
  const subscription = ack?.result
  expect(subscription).toEqual(expect.any(Number))
  const slot = await connection.getSlot()

  await connection.sendRawTransaction(wire)

  const [, received, landed] = await waitFor(3)
  const notification = (value: unknown) => ({
    jsonrpc: '2.0',
    method: 'signatureNotification',
    params: { result: { context: { slot }, value }, subscription },
  })
  expect(received).toEqual(notification('receivedSignature'))
  expect(landed).toEqual(notification({ err: null }))
  // The server dropped the subscription once it reported the result, as a validator does.
  socket.send(
    JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscription] }),
  )
  const [, , , unsubscribe] = await waitFor(4)
  expect(unsubscribe).toEqual({
    jsonrpc: '2.0',
    id: 2,
    error: { code: -32602, message: 'Invalid subscription id.' },
  })
  socket.close()
})

test('web3.js onSignature hears about a transaction that already landed', async () => {
  const { wire, signature } = await signedTransfer(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
  await connection.sendRawTransaction(wire)
  const result = await new Promise((resolve) => connection.onSignature(signature, (value) => resolve(value)))
  expect(result).toEqual({ err: null })
})

test('web3.js onAccountChange sees the new balance after a transfer', async () => {
  const recipient = Keypair.generate().publicKey
  const change = new Promise<number>((resolve) => {
    const id = connection.onAccountChange(recipient, (account) => {
      void connection.removeAccountChangeListener(id)
      resolve(account.lamports)
    })
  })
  // web3.js sends subscriptions in order on one socket, so once a later signature subscription has
  // been answered, the server holds the account subscription too.
  const earlier = await signedTransfer(Keypair.generate().publicKey, 1_000_000)
  await connection.sendRawTransaction(earlier.wire)
  await new Promise((resolve) => connection.onSignature(earlier.signature, resolve))
  const { wire } = await signedTransfer(recipient, 3 * LAMPORTS_PER_SOL)
  await connection.sendRawTransaction(wire)
  expect(await change).toBe(3 * LAMPORTS_PER_SOL)
})

test('a signature subscription can be cancelled before its transaction lands', async () => {
  const { socket, waitFor } = await openSocket()
  const signature = bs58.encode(new Uint8Array(64).fill(7))
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }))
  const [ack] = await waitFor(1)
  socket.send(
    JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [ack?.result] }),
  )
  const [, cancelled] = await waitFor(2)
  expect(cancelled).toEqual({ jsonrpc: '2.0', id: 2, result: true })
  socket.close()
})
