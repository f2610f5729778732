import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import { Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, rigNetwork } from '../test-utils/solanaTestSetup.js'

const connectorId = 'Node Solana Wallet'
let rig: SolanaRig
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
let unregister: () => void

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  wallet = createRigWallet(rig)
  unregister = registerNodeStandardWallet(wallet).unregister
  adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  unregister()
})

const tokenBalanceOf = async (owner: string) => {
  const network = adapter.networks[0]
  if (!network) throw new Error('The adapter has a network.')
  const balances = await adapter.getTokenBalances({ address: owner, network })
  return balances.find((balance) => balance.address === rig.token.address)?.quantity.numeric
}

it('sends Latch USD to a holder and to a new address (whose token account it creates)', async () => {
  const holder = rig.accounts[1]?.address ?? ''
  const before = await tokenBalanceOf(holder)
  await adapter.sendSplToken({
    connectorId,
    token: { address: rig.token.address },
    receiverAddress: holder,
    amount: '12.5',
  })
  expect(Number(await tokenBalanceOf(holder)) - Number(before)).toBe(12.5)

  const newcomer = Keypair.generate().publicKey.toBase58()
  expect(await tokenBalanceOf(newcomer)).toBeUndefined()
  await adapter.sendSplToken({
    connectorId,
    token: { address: rig.token.address },
    receiverAddress: newcomer,
    amount: '0.000001',
  })
  expect(await tokenBalanceOf(newcomer)).toBe('0.000001')
  expect(await tokenBalanceOf(wallet.address)).toBe('9987.499999')
})

it('refuses a send without a token, an amount finer than the mint, or a mint that does not exist', async () => {
  const receiverAddress = rig.accounts[2]?.address ?? ''
  await expect(
    adapter.sendSplToken({ connectorId, token: undefined, receiverAddress, amount: '1' }),
  ).rejects.toMatchObject({
    name: 'SendTokenRequiredError',
    shortMessage: 'A token is required',
  })
  await expect(
    adapter.sendSplToken({
      connectorId,
      token: { address: rig.token.address },
      receiverAddress,
      amount: '0.0000001',
    }),
  ).rejects.toMatchObject({ name: 'InvalidAmountError' })
  await expect(
    adapter.sendSplToken({
      connectorId,
      token: { address: PublicKey.unique().toBase58() },
      receiverAddress,
      amount: '1',
    }),
  ).rejects.toMatchObject({ name: 'SendTokenRequiredError' })
  await expect(
    adapter.sendSplToken({
      connectorId,
      token: { address: rig.token.address },
      receiverAddress: '',
      amount: '1',
    }),
  ).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' })
})
