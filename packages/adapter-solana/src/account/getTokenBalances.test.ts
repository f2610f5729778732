import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import type { SolanaAdapterOptions } from '../adapter/solanaAdapterOptions.js'
import { solanaDevnet } from '../networks/solanaNetworks.js'
import { createTestMint } from '../test-utils/createTestMint.js'
import { rigNetwork } from '../test-utils/solanaTestSetup.js'

let rig: SolanaRig
let connection: Connection
let token2022: PublicKey
const holder = Keypair.generate().publicKey

beforeAll(async () => {
  rig = await startSolana({ slotIntervalMs: 100 })
  connection = new Connection(rig.rpcUrl, { commitment: 'confirmed', wsEndpoint: rig.wsUrl })
  const authority = rig.accounts[3]
  if (!authority) throw new Error('the rig has test accounts')
  // A Token-2022 token the site lists nowhere; `holder` also gets an empty Latch USD account.
  token2022 = await createTestMint(connection, {
    authority,
    decimals: 2,
    holders: [
      { owner: holder, amount: 1_234n },
      { owner: new PublicKey(rig.accounts[0]?.address ?? ''), amount: 50n },
    ],
  })
  await createTestMint(connection, { authority, decimals: 0, holders: [{ owner: holder, amount: 0n }] })
})
afterAll(() => rig?.stop())

const latchUsdListing = () => ({
  mint: rig.token.address,
  symbol: 'lUSD',
  name: 'Latch USD',
  decimals: 6,
  iconUrl: 'https://site.test/lusd.svg',
})

function balancesOf(address: string, options: Partial<SolanaAdapterOptions> = {}) {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig)], walletStandard: false, ...options })
  const network = adapter.networks[0]
  if (!network) throw new Error('The adapter has a network.')
  return adapter.getTokenBalances({ address, network })
}

it('lists SOL first, then each token account with a balance, named from the site listing', async () => {
  const owner = rig.accounts[0]?.address ?? ''
  const balances = await balancesOf(owner, { tokens: [latchUsdListing()] })
  expect(balances).toEqual([
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: rig.caipNetworkId,
      price: 0,
      quantity: { decimals: '9', numeric: '100' },
      iconUrl: '',
    },
    {
      name: 'Latch USD',
      symbol: 'lUSD',
      chainId: rig.caipNetworkId,
      address: rig.token.address,
      price: 0,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: 'https://site.test/lusd.svg',
    },
    // Token-2022 accounts too; a mint the site does not list shows as its shortened address.
    {
      name: `${token2022.toBase58().slice(0, 4)}…${token2022.toBase58().slice(-4)}`,
      symbol: `${token2022.toBase58().slice(0, 4)}…${token2022.toBase58().slice(-4)}`,
      chainId: rig.caipNetworkId,
      address: token2022.toBase58(),
      price: 0,
      quantity: { decimals: '2', numeric: '0.5' },
      iconUrl: '',
    },
  ])
})

it('leaves out empty token accounts, and shows SOL even at zero', async () => {
  const balances = await balancesOf(holder.toBase58())
  expect(balances.map(({ symbol, quantity }) => [symbol, quantity.numeric])).toEqual([
    ['SOL', '0'],
    [`${token2022.toBase58().slice(0, 4)}…${token2022.toBase58().slice(-4)}`, '12.34'],
  ])
  expect((await balancesOf(Keypair.generate().publicKey.toBase58())).map(({ symbol }) => symbol)).toEqual([
    'SOL',
  ])
})

it('names a mint only from a listing for its network and with its decimals', async () => {
  const owner = rig.accounts[0]?.address ?? ''
  const symbolOfLatchUsd = async (
    listing: Partial<ReturnType<typeof latchUsdListing>> & { caipNetworkId?: string },
  ) =>
    (await balancesOf(owner, { tokens: [{ ...latchUsdListing(), ...listing }] })).find(
      (balance) => balance.address === rig.token.address,
    )?.symbol
  expect(await symbolOfLatchUsd({ caipNetworkId: rig.caipNetworkId })).toBe('lUSD')
  expect(await symbolOfLatchUsd({ caipNetworkId: solanaDevnet.caipNetworkId })).toBe(
    `${rig.token.address.slice(0, 4)}…${rig.token.address.slice(-4)}`,
  )
  expect(await symbolOfLatchUsd({ decimals: 9 })).not.toBe('lUSD')
})

it('refuses listings it cannot use, and addresses that are not Solana addresses', async () => {
  const build = (tokens: SolanaAdapterOptions['tokens']) => () =>
    new SolanaAdapter({ networks: [rigNetwork(rig)], walletStandard: false, tokens })
  expect(build([{ ...latchUsdListing(), mint: '0xdAC17F958D2ee523a2206206994597C13D831ec7' }])).toThrow(
    'its mint is not a Solana address',
  )
  expect(build([{ ...latchUsdListing(), symbol: ' ' }])).toThrow('it needs a symbol and a name')
  expect(build([{ ...latchUsdListing(), decimals: 1.5 }])).toThrow('whole number from 0 to 255')
  await expect(balancesOf('not an address')).rejects.toMatchObject({ name: 'InvalidAddressError' })
})
