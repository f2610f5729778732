import {
  Connection,
  Keypair,
  SystemProgram,
  Transaction,
  TransactionExpiredBlockheightExceededError,
} from '@solana/web3.js'
import { expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { solanaLocalCaipNetworkId } from './cluster.js'
import { type SolanaRig, StartSolanaOptionsError, startSolana } from './startSolana.js'

async function withRig<T>(options: Parameters<typeof startSolana>[0], use: (rig: SolanaRig) => Promise<T>) {
  const rig = await startSolana(options)
  try {
    return await use(rig)
  } finally {
    await rig.stop()
  }
}

test('it starts on a free 127.0.0.1 port with the same accounts, mint and CAIP-2 id every time', async () => {
  const [first, second] = await Promise.all([startSolana(), startSolana()])
  try {
    expect(first.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(first.wsUrl).toBe(first.rpcUrl.replace('http:', 'ws:'))
    expect(second.rpcUrl).not.toBe(first.rpcUrl)
    expect(second.accounts.map((account) => account.address)).toEqual(
      first.accounts.map((account) => account.address),
    )
    expect(second.token.address).toBe(first.token.address)
    expect(first.caipNetworkId).toBe(solanaLocalCaipNetworkId)
    const balances = await new Connection(first.rpcUrl).getMultipleAccountsInfo(
      first.accounts.map((a) => a.publicKey),
    )
    expect(balances.map((account) => account?.lamports)).toEqual([100e9, 100e9, 100e9, 100e9])
    expect(Keypair.fromSecretKey(first.accounts[0]?.secretKey ?? new Uint8Array()).publicKey.toBase58()).toBe(
      first.accounts[0]?.address,
    )
  } finally {
    await Promise.all([first.stop(), second.stop()])
  }
})

test('slots advance with time, and a blockhash expires after its lifetime', async () => {
  await withRig({ slotIntervalMs: 10, blockhashLifetimeSlots: 5 }, async (rig) => {
    const connection = new Connection(rig.rpcUrl)
    const { context, value: latest } = await connection.getLatestBlockhashAndContext()
    expect(latest.lastValidBlockHeight).toBe(context.slot + 5)
    const check = await connection.isBlockhashValid(latest.blockhash)
    expect(check.value).toBe(check.context.slot <= latest.lastValidBlockHeight)
    // Six slots of 10 ms; polled, since a busy machine runs the slot timer late.
    await vi.waitFor(
      async () => expect(await connection.getBlockHeight()).toBeGreaterThan(latest.lastValidBlockHeight),
      { timeout: 10_000, interval: 50 },
    )
    expect(await connection.isBlockhashValid(latest.blockhash)).toMatchObject({ value: false })
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432_000, absoluteSlot: epoch.blockHeight })
  })
})

test('confirming a dropped transaction ends in a block-height-exceeded error instead of hanging', async () => {
  await withRig({ slotIntervalMs: 10, blockhashLifetimeSlots: 5 }, async (rig) => {
    const connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
    const stranger = Keypair.generate()
    const latest = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: stranger.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: stranger.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    transaction.sign(stranger)
    // No preflight: the RPC takes it, and the cluster drops it since no one can pay its fee.
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    await expect(connection.confirmTransaction({ signature, ...latest })).rejects.toBeInstanceOf(
      TransactionExpiredBlockheightExceededError,
    )
    expect((await connection.getSignatureStatus(signature)).value).toBeNull()
  })
})

test('stop() closes open WebSockets and the port, and can be called twice', async () => {
  const rig = await startSolana()
  const socket = new WebSocket(rig.wsUrl)
  await new Promise((resolve) => socket.once('open', resolve))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  await Promise.all([rig.stop(), rig.stop()])
  await closed
  await expect(fetch(rig.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
})

test('options it cannot honour are refused with a typed error', async () => {
  await expect(startSolana({ port: 70_000 })).rejects.toBeInstanceOf(StartSolanaOptionsError)
  await expect(startSolana({ blockhashLifetimeSlots: 0 })).rejects.toThrow('blockhashLifetimeSlots')
  await expect(startSolana({ lamportsPerAccount: 0n })).rejects.toThrow('lamportsPerAccount')
})
