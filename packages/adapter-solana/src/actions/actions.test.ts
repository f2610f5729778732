import { createPublicKey, verify } from 'node:crypto'
import { UserRejectedRequestError } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, rigNetwork } from '../test-utils/solanaTestSetup.js'

let rig: SolanaRig
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
let unregister: () => void
let connection: Connection

async function connectAdapter(features: 'all' | 'sign-only' = 'all') {
  unregister = registerNodeStandardWallet(wallet, { name: `Wallet ${features}`, features }).unregister
  adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  await adapter.connect({ connectorId: `Wallet ${features}` })
  return `Wallet ${features}`
}

const lamportsOf = (address: string) => connection.getBalance(new PublicKey(address))

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
  connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
})
afterAll(() => rig?.stop())
beforeEach(() => {
  wallet = createRigWallet(rig)
})
afterEach(() => {
  adapter?.destroy()
  unregister?.()
})

describe('sendSol', () => {
  it.each([
    { amount: '', receiverAddress: 'x' },
    { amount: '1', receiverAddress: '' },
    { amount: '  ', receiverAddress: '  ' },
  ])('refuses %o with the spec text', async (parameters) => {
    const connectorId = await connectAdapter()
    await expect(adapter.sendSol({ connectorId, ...parameters })).rejects.toMatchObject({
      name: 'SendAmountAndReceiverRequiredError',
      shortMessage: 'An amount and receiver address are required',
    })
  })

  it('refuses amounts and addresses it cannot send, before asking the wallet', async () => {
    const connectorId = await connectAdapter()
    const receiverAddress = rig.accounts[1]?.address ?? ''
    for (const amount of ['-1', '0', 'abc', '0.0000000001'])
      await expect(adapter.sendSol({ connectorId, receiverAddress, amount })).rejects.toMatchObject({
        name: 'InvalidAmountError',
      })
    await expect(
      adapter.sendSol({ connectorId, receiverAddress: '0xabc', amount: '1' }),
    ).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    expect(wallet.requests.filter((request) => request.method === 'signAndSendTransaction')).toEqual([])
  })

  it('turns a rejected send into UserRejectedRequestError and moves no SOL', async () => {
    const connectorId = await connectAdapter()
    const receiverAddress = rig.accounts[2]?.address ?? ''
    const before = await lamportsOf(receiverAddress)
    wallet.reject('send', { times: 1 })
    await expect(adapter.sendSol({ connectorId, receiverAddress, amount: '1' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(await lamportsOf(receiverAddress)).toBe(before)
  })

  it('sends through the RPC when the wallet can only sign', async () => {
    const connectorId = await connectAdapter('sign-only')
    const receiverAddress = rig.accounts[2]?.address ?? ''
    const before = await lamportsOf(receiverAddress)
    await adapter.sendSol({ connectorId, receiverAddress, amount: '0.5' })
    expect((await lamportsOf(receiverAddress)) - before).toBe(500_000_000)
    expect(wallet.requests.map((request) => request.method)).toContain('signTransaction')
  })
})

describe('transactions', () => {
  it('signs a legacy transaction, filling in fee payer and blockhash, without sending it', async () => {
    const connectorId = await connectAdapter()
    const from = new PublicKey(wallet.address)
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 }),
    )
    const signed = await adapter.signTransaction({ connectorId, transaction })
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.feePayer?.toBase58()).toBe(wallet.address)
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signs and sends a versioned transaction', async () => {
    const connectorId = await connectAdapter()
    const from = new PublicKey(wallet.address)
    const to = rig.accounts[3]?.publicKey ?? from
    const before = await connection.getBalance(to)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: from,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 7_000 })],
    }).compileToV0Message()
    const signature = await adapter.signAndSendTransaction({
      connectorId,
      transaction: new VersionedTransaction(message),
    })
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect((await connection.getBalance(to)) - before).toBe(7_000)
  })

  it('turns a rejected signature into UserRejectedRequestError', async () => {
    const connectorId = await connectAdapter()
    wallet.reject('sign')
    await expect(adapter.signMessage({ connectorId, message: 'hi' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
  })

  it('refuses to act for a connector that is not connected', async () => {
    await connectAdapter()
    await expect(adapter.signMessage({ connectorId: 'Phantom', message: 'hi' })).rejects.toMatchObject({
      name: 'ConnectorNotConnectedError',
    })
  })
})

describe('account data', () => {
  it('signs messages as ed25519 under the wallet key (bytes in, bytes out)', async () => {
    const connectorId = await connectAdapter()
    const message = new Uint8Array([0, 1, 2, 250])
    const signature = await adapter.signMessageBytes({ connectorId, message })
    const key = createPublicKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: Buffer.from(new PublicKey(wallet.address).toBytes()).toString('base64url'),
      },
      format: 'jwk',
    })
    expect(verify(null, message, key, signature)).toBe(true)
  })
})
