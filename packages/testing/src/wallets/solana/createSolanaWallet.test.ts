import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Connection,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type SolanaRig, startSolana } from '../../solana/startSolana.js'
import { createSolanaWallet } from './createSolanaWallet.js'
import { publicSolanaChains } from './solanaWalletChains.js'
import type { SolanaWalletEvent } from './solanaWalletContext.js'

const site = 'http://127.0.0.1:5173'
let solana: SolanaRig
let connection: Connection

beforeAll(async () => {
  solana = await startSolana()
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
afterAll(() => solana?.stop())

const walletOnRig = () => {
  const wallet = createSolanaWallet({
    keypairs: solana.accounts.map((account) => account.keypair),
    chains: [solana.caipNetworkId, ...publicSolanaChains],
    rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl },
  })
  const events: SolanaWalletEvent[] = []
  wallet.subscribe((event) => events.push(event))
  const request = (method: string, params: Record<string, unknown> = {}) =>
    wallet.request({ method, params }, site)
  return { wallet, events, request }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

async function transfer(from: string, lamports: number, version: 'legacy' | 0) {
  const [, recipient] = solana.accounts
  if (!recipient) throw new Error('the rig has test accounts')
  const { blockhash } = await connection.getLatestBlockhash()
  const payer = solana.accounts.find((account) => account.address === from)?.publicKey
  if (!payer) throw new Error(`${from} is not a rig account`)
  const instruction = SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient.publicKey, lamports })
  if (version === 'legacy') {
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(instruction)
    return { recipient, bytes: transaction.serialize({ requireAllSignatures: false }) }
  }
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [instruction],
  })
  return { recipient, bytes: new VersionedTransaction(message.compileToV0Message()).serialize() }
}

test('a silent connect reveals nothing before authorization; connect does, and a rejection is 4001', async () => {
  const { wallet, request } = walletOnRig()
  expect(await request('connect', { silent: true })).toEqual({ accounts: [] })
  wallet.reject('connect', { times: 1 })
  await expect(request('connect')).rejects.toMatchObject({ code: 4001 })
  const { accounts } = (await request('connect')) as { accounts: { address: string; publicKey: string }[] }
  expect(accounts).toEqual([{ address: wallet.address, publicKey: base64(bs58.decode(wallet.address)) }])
  expect(await request('connect', { silent: true })).toEqual({ accounts })
})

test('signMessage returns an ed25519 signature of the message by the connected key', async () => {
  const { wallet, request } = walletOnRig()
  const message = new TextEncoder().encode('Sign in to LatchKit')
  await expect(
    request('signMessage', { address: wallet.address, message: base64(message) }),
  ).rejects.toMatchObject({ code: 4100 })
  await request('connect')
  const { signature } = (await request('signMessage', {
    address: wallet.address,
    message: base64(message),
  })) as { signature: string }
  expect(ed25519.verify(Buffer.from(signature, 'base64'), message, bs58.decode(wallet.address))).toBe(true)
})

test('signTransaction signs legacy and v0 transactions without sending them', async () => {
  const { wallet, request } = walletOnRig()
  await request('connect')
  for (const version of ['legacy', 0] as const) {
    const { bytes } = await transfer(wallet.address, 1, version)
    const { signedTransaction } = (await request('signTransaction', {
      address: wallet.address,
      transaction: base64(bytes),
      chain: solana.caipNetworkId,
    })) as { signedTransaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(signedTransaction, 'base64'))
    const [signature] = signed.signatures
    expect(
      signature && ed25519.verify(signature, signed.message.serialize(), bs58.decode(wallet.address)),
    ).toBe(true)
    expect(signed.message.version).toBe(version)
  }
})

test('signAndSendTransaction lands the transfer on the rig cluster; a rejected send lands nothing', async () => {
  const { wallet, request } = walletOnRig()
  await request('connect')
  const { recipient, bytes } = await transfer(wallet.address, LAMPORTS_PER_SOL / 2, 0)
  const before = await connection.getBalance(recipient.publicKey)
  wallet.reject('send', { times: 1 })
  const sendParams = {
    address: wallet.address,
    transaction: base64(bytes),
    chain: solana.caipNetworkId,
    options: { commitment: 'confirmed' },
  }
  await expect(request('signAndSendTransaction', sendParams)).rejects.toMatchObject({ code: 4001 })
  expect(await connection.getBalance(recipient.publicKey)).toBe(before)
  const { signature } = (await request('signAndSendTransaction', sendParams)) as { signature: string }
  const status = await connection.getSignatureStatus(bs58.encode(Buffer.from(signature, 'base64')))
  expect(status.value?.err).toBeNull()
  expect(await connection.getBalance(recipient.publicKey)).toBe(before + LAMPORTS_PER_SOL / 2)
  await expect(
    request('signAndSendTransaction', { ...sendParams, chain: 'solana:mainnet' }),
  ).rejects.toMatchObject({ code: 4901 })
})

test('lock, account switch and disconnect from the wallet side reach the connected site', async () => {
  const { wallet, events, request } = walletOnRig()
  await request('connect')
  wallet.lock()
  expect(await request('connect', { silent: true })).toEqual({ accounts: [] })
  wallet.unlock()
  wallet.switchAccount(1)
  wallet.disconnect()
  const second = solana.accounts[1]?.address
  expect(events.map((event) => event.accounts.map((account) => account.address))).toEqual([
    [],
    [solana.accounts[0]?.address],
    [second],
    [],
  ])
  await expect(request('signMessage', { address: second, message: 'AA==' })).rejects.toMatchObject({
    code: 4100,
  })
})
