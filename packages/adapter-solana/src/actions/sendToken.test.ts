import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import type { SolanaTestWallet } from '@latchkit/testing/wallets'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import { createTestMint } from '../test-utils/createTestMint.js'
import { registerNodeStandardWallet } from '../test-utils/nodeStandardWallet.js'
import { createRigWallet, rigNetwork } from '../test-utils/solanaTestSetup.js'

const connectorId = 'Node Solana Wallet'
let rig: SolanaRig
let connection: Connection
let wallet: SolanaTestWallet
let adapter: SolanaAdapter
let network: SolanaNetwork
let unregister: () => void

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
  connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
})
afterAll(() => rig?.stop())
beforeEach(async () => {
  wallet = createRigWallet(rig)
  unregister = registerNodeStandardWallet(wallet).unregister
  adapter = new SolanaAdapter({ networks: [rigNetwork(rig)] })
  const [first] = adapter.networks
  if (!first) throw new Error('The adapter has a network.')
  network = first
  await adapter.connect({ connectorId })
})
afterEach(() => {
  adapter.destroy()
  unregister()
})

const lamportsOf = (address: string) => connection.getBalance(new PublicKey(address))
const tokenAmountOf = async (owner: string, mint: string) =>
  (await adapter.getTokenBalances({ address: owner, network })).find((balance) => balance.address === mint)
    ?.quantity.numeric
const lamports = (sol: string) => Math.round(Number(sol) * LAMPORTS_PER_SOL)

it('sends SOL with the send form; the estimate is what the sender paid beyond the amount', async () => {
  const receiverAddress = Keypair.generate().publicKey.toBase58()
  const form = {
    connectorId,
    network,
    token: { type: 'native' as const },
    sendTokenAmount: '0.25',
    receiverAddress,
  }
  const estimate = await adapter.estimateSendFee(form)
  expect(estimate).toEqual({ fee: '0.000005', symbol: 'SOL' })
  const before = await lamportsOf(wallet.address)
  const balanceChanges: string[] = []
  adapter.emitter.on('balanceChanged', ({ address }) => balanceChanges.push(address ?? 'every account'))

  const signature = await adapter.sendToken(form)

  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(await lamportsOf(receiverAddress)).toBe(LAMPORTS_PER_SOL / 4)
  expect(before - (await lamportsOf(wallet.address))).toBe(LAMPORTS_PER_SOL / 4 + lamports(estimate.fee))
  expect(balanceChanges).toEqual([wallet.address])
})

it('sends Latch USD to a new owner, whose token account the send creates: the estimate says its rent', async () => {
  const receiverAddress = Keypair.generate().publicKey.toBase58()
  const token = { type: 'token' as const, address: rig.token.address, decimals: 6 }
  const form = { connectorId, network, token, sendTokenAmount: '12.5', receiverAddress }
  const estimate = await adapter.estimateSendFee(form)
  const rent = await connection.getMinimumBalanceForRentExemption(165)
  expect(lamports(estimate.fee)).toBe(5000 + rent)
  const before = await lamportsOf(wallet.address)

  await adapter.sendToken(form)

  expect(before - (await lamportsOf(wallet.address))).toBe(lamports(estimate.fee))
  expect(await tokenAmountOf(receiverAddress, rig.token.address)).toBe('12.5')
  expect(await tokenAmountOf(wallet.address, rig.token.address)).toBe('9987.5')
  // The account exists now: a second send costs the fee alone.
  expect(await adapter.estimateSendFee({ ...form, sendTokenAmount: '1' })).toEqual({
    fee: '0.000005',
    symbol: 'SOL',
  })
})

it.each([
  { kind: 'a Token-2022 token', withTransferFee: false, accountSize: 170 },
  // The program says how large the account is: the mint's transfer fee adds an extension to it.
  { kind: 'a Token-2022 token with a transfer fee', withTransferFee: true, accountSize: 182 },
])(
  'sends $kind; the estimate counts the account it creates ($accountSize bytes)',
  async ({ withTransferFee, accountSize }) => {
    const authority = rig.accounts[3]
    if (!authority) throw new Error('the rig has test accounts')
    const mint = await createTestMint(connection, {
      authority,
      decimals: 3,
      holders: [{ owner: new PublicKey(wallet.address), amount: 10_000n }],
      withTransferFee,
    })
    const receiverAddress = Keypair.generate().publicKey.toBase58()
    const token = { type: 'token' as const, address: mint.toBase58(), decimals: 3 }
    const form = { connectorId, network, token, sendTokenAmount: '2.5', receiverAddress }
    const estimate = await adapter.estimateSendFee(form)
    expect(lamports(estimate.fee)).toBe(
      5000 + (await connection.getMinimumBalanceForRentExemption(accountSize)),
    )
    const before = await lamportsOf(wallet.address)

    await adapter.sendToken(form)

    expect(before - (await lamportsOf(wallet.address))).toBe(lamports(estimate.fee))
    expect(await tokenAmountOf(receiverAddress, mint.toBase58())).toBe('2.5')
  },
)

it('checks the form as the spec does before asking the wallet, for the send and its estimate', async () => {
  const receiverAddress = Keypair.generate().publicKey.toBase58()
  const native = { type: 'native' as const }
  const form = { connectorId, network, token: native, sendTokenAmount: '1', receiverAddress }
  const lusd = { type: 'token' as const, address: rig.token.address, decimals: 6 }
  const cases = [
    [{ ...form, sendTokenAmount: ' ' }, { shortMessage: 'An amount and receiver address are required' }],
    [
      { ...form, receiverAddress: undefined },
      { shortMessage: 'An amount and receiver address are required' },
    ],
    [
      { ...form, token: undefined },
      { name: 'SendTokenRequiredError', shortMessage: 'A token is required' },
    ],
    [{ ...form, token: { ...lusd, address: undefined } }, { name: 'SendTokenRequiredError' }],
    // An address that holds no mint (the sender's own wallet).
    [{ ...form, token: { ...lusd, address: wallet.address } }, { name: 'SendTokenRequiredError' }],
    [{ ...form, token: lusd, sendTokenAmount: '0.0000001' }, { name: 'InvalidAmountError' }],
    [{ ...form, sendTokenAmount: '-1' }, { name: 'InvalidAmountError' }],
    [
      { ...form, receiverAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
      { name: 'InvalidAddressError' },
    ],
  ] as const
  const before = await lamportsOf(wallet.address)
  for (const [values, error] of cases) {
    await expect(adapter.sendToken(values)).rejects.toMatchObject(error)
    await expect(adapter.estimateSendFee(values)).rejects.toMatchObject(error)
  }
  expect(await lamportsOf(wallet.address)).toBe(before)
})

it('tells a Solana address from anything else', () => {
  const valid = [wallet.address, rig.token.address, '11111111111111111111111111111111']
  for (const address of valid) expect(adapter.isAddress({ address, network })).toBe(true)
  const invalid = [
    '',
    '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    wallet.address.slice(0, -2),
    `${wallet.address}1`,
    wallet.address.replace(/.$/, '0'),
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ]
  for (const address of invalid) expect(adapter.isAddress({ address, network })).toBe(false)
})
