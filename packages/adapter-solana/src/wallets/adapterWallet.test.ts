import { createLatchKit, createMemoryStorage, UserRejectedRequestError } from '@latchkit/core'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { KeypairWalletAdapter } from '../test-utils/keypairWalletAdapter.js'
import { rigNetwork } from '../test-utils/solanaTestSetup.js'

let rig: SolanaRig

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
})
afterAll(() => rig?.stop())

function setUp() {
  const keypair = rig.accounts[1]?.keypair
  if (!keypair) throw new Error('The rig has accounts.')
  const walletAdapter = new KeypairWalletAdapter(keypair)
  const adapter = new SolanaAdapter({
    networks: [rigNetwork(rig)],
    connectors: [walletAdapter],
    walletStandard: false,
  })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    storage: createMemoryStorage(),
    basic: true,
  })
  return { walletAdapter, adapter, kit, address: keypair.publicKey.toBase58() }
}

it('lists a site-provided wallet-adapter-base adapter as EXTERNAL, connects, signs and sends through it', async () => {
  const { walletAdapter, adapter, kit, address } = setUp()
  await kit.ready
  expect(adapter.getConnectors()).toEqual([
    expect.objectContaining({ id: 'Keypair Wallet', type: 'EXTERNAL', provider: walletAdapter }),
  ])
  await kit.connect({ connectorId: 'Keypair Wallet' })
  expect(kit.getState().accounts.solana).toMatchObject({ status: 'connected', address })

  walletAdapter.rejectNext = true
  await expect(adapter.signMessage({ connectorId: 'Keypair Wallet', message: 'hi' })).rejects.toBeInstanceOf(
    UserRejectedRequestError,
  )
  const receiver = rig.accounts[2]?.address ?? ''
  const connection = new Connection(rig.rpcUrl, 'confirmed')
  const before = await connection.getBalance(new PublicKey(receiver))
  await adapter.sendSol({ connectorId: 'Keypair Wallet', receiverAddress: receiver, amount: '0.001' })
  expect((await connection.getBalance(new PublicKey(receiver))) - before).toBe(1_000_000)

  await walletAdapter.disconnect()
  await expect.poll(() => kit.getState().accounts.solana?.status).toBe('disconnected')
  adapter.destroy()
})

it('maps a refused adapter connect to Connection rejected', async () => {
  const { walletAdapter, kit } = setUp()
  await kit.ready
  walletAdapter.rejectNext = true
  await expect(kit.connect({ connectorId: 'Keypair Wallet' })).rejects.toThrow('Connection rejected')
})
