import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import { createSolanaWallet, type SolanaTestWallet } from '@latchkit/testing/wallets'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { rigNetwork } from '../test-utils/solanaTestSetup.js'

// A wallet that shares two accounts with the site: the one the visitor picks in the kit
// (kit.switchAccount, which calls setActiveAccount) is the one sendSol spends from.
const connectorId = 'Two Accounts Wallet'

let rig: SolanaRig
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
let unregister: () => void
let connection: Connection

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
  connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  wallet = createSolanaWallet({
    keypairs: rig.accounts.slice(0, 2).map((account) => account.keypair),
    chains: [rig.caipNetworkId],
    rpcUrls: { [rig.caipNetworkId]: rig.rpcUrl },
    sharedAccounts: 'all',
  })
  unregister = registerNodeStandardWallet(wallet, { name: connectorId, features: 'all' }).unregister
  adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter?.destroy()
  unregister?.()
})

const lamportsOf = (address: string) => connection.getBalance(new PublicKey(address))

test('without a choice sendSol spends from the wallet’s first account; after setActiveAccount, from the chosen one', async () => {
  const addressOf = (index: number) => rig.accounts[index]?.address ?? ''
  const [firstAddress, secondAddress, receiverAddress] = [addressOf(0), addressOf(1), addressOf(2)]
  expect((await adapter.getAccounts({ connectorId })).map((account) => account.address)).toEqual([
    firstAddress,
    secondAddress,
  ])
  const secondBefore = await lamportsOf(secondAddress)
  await adapter.sendSol({ connectorId, receiverAddress, amount: '0.25' })
  expect(await lamportsOf(secondAddress)).toBe(secondBefore)

  adapter.setActiveAccount({ connectorId, address: secondAddress })
  const firstBefore = await lamportsOf(firstAddress)
  await adapter.sendSol({ connectorId, receiverAddress, amount: '0.5' })
  expect(await lamportsOf(firstAddress)).toBe(firstBefore)
  expect(secondBefore - (await lamportsOf(secondAddress))).toBeGreaterThanOrEqual(500_000_000)
})
