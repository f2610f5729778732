import {
  ConnectorNotConnectedError,
  formatAmount,
  NetworkNotFoundError,
  parseAmount,
  SendAmountAndReceiverRequiredError,
  type SendTokenParameters,
  SendTokenRequiredError,
} from '@latchkit/core'
import type { EsploraTransaction } from '@latchkit/testing/bitcoin'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { BitcoinSendNetworkMismatchError, InsufficientBitcoinFundsError } from '../errors/sendErrors.js'
import { bitcoinMainnet, bitcoinTestnet4 } from '../networks/builtInNetworks.js'
import { createKeyWallet } from '../test-utils/keyWallet.js'
import { createKeyWalletConnections } from '../test-utils/keyWalletConnections.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'

// The modal's send, fee preview and token list on the rig's real node (litecoind in regtest behind
// its Esplora-shaped service), from a wallet holding a real key.
let regtest: RegtestNetwork
let wallets: ReturnType<typeof createKeyWalletConnections>

beforeAll(async () => {
  regtest = await startRegtestNetwork()
  wallets = createKeyWalletConnections(regtest.network, 'send form test')
})
afterAll(() => regtest?.stop())
afterEach(() => wallets.cleanup())

const newRecipient = () =>
  regtest.node.rpc<string>('getnewaddress', ['', 'bech32'], { wallet: regtest.node.walletName })
// litecoind 0.21 makes no taproot addresses: a key wallet's is one.
let taprootReceivers = 0
const newTaprootRecipient = () =>
  createKeyWallet({ network: regtest.network, type: 'p2tr', seed: `taproot receiver ${++taprootReceivers}` })
    .address
const transaction = async (txid: string): Promise<EsploraTransaction> =>
  (await fetch(`${regtest.esplora.url}/tx/${txid}`)).json()
const balanceOf = async (address: string) => {
  const body = (await (await fetch(`${regtest.esplora.url}/address/${address}`)).json()) as {
    chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
    mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
  }
  const { chain_stats: chain, mempool_stats: mempool } = body
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
}
/** The send form with the native currency, as the kit's send controller hands it over. */
const sendForm = (
  connectorId: string,
  values: Partial<SendTokenParameters<'bip122'>> = {},
): SendTokenParameters<'bip122'> => ({
  connectorId,
  network: regtest.network,
  token: { type: 'native' },
  sendTokenAmount: '0.1',
  receiverAddress: undefined,
  ...values,
})

test("sendToken pays the form's amount to its receiver and resolves the txid; the fee it paid is the one estimateSendFee showed", async () => {
  for (const [type, newReceiver] of [
    ['p2wpkh', newRecipient],
    ['p2tr', newTaprootRecipient],
  ] as const) {
    const { keyWallet, adapter, balanceChanges, connectorId } = await wallets.connect(type)
    await regtest.node.fund(keyWallet.address, '1')
    const receiverAddress = await newReceiver()
    const form = sendForm(connectorId, { sendTokenAmount: '0.25', receiverAddress })

    const estimate = await adapter.estimateSendFee(form)
    const txid = await adapter.sendToken(form)

    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf(receiverAddress)).toBe(25_000_000)
    const tx = await transaction(txid)
    expect(estimate).toEqual({ fee: formatAmount(BigInt(tx.fee), 8), symbol: 'LTC' })
    // The rig's fee estimate for 6 blocks is 5 sat/vB.
    expect(tx.fee).toBeGreaterThanOrEqual(5 * Math.ceil(tx.weight / 4))
    expect(await balanceOf(keyWallet.address)).toBe(75_000_000 - tx.fee)
    expect(keyWallet.requests).toHaveLength(1)
    await regtest.node.mine(1)
    await vi.waitFor(() => expect(balanceChanges).toEqual([{ address: keyWallet.address }]), {
      timeout: 15_000,
      interval: 100,
    })
  }
})

test('the form\'s "max": the balance less the fee estimateSendFee gives for the whole balance sends every coin and leaves nothing', async () => {
  const { keyWallet, adapter, connectorId } = await wallets.connect('p2wpkh')
  for (const amount of ['0.1', '0.2', '0.05'])
    await regtest.node.fund(keyWallet.address, amount, { mine: false })
  await regtest.node.mine(1)
  const receiverAddress = await newRecipient()
  const [native] = await adapter.getTokenBalances({ address: keyWallet.address, network: regtest.network })
  expect(native?.quantity).toEqual({ decimals: '8', numeric: '0.35' })

  const { fee } = await adapter.estimateSendFee(
    sendForm(connectorId, { sendTokenAmount: '0.35', receiverAddress }),
  )
  const max = formatAmount(parseAmount('0.35', 8) - parseAmount(fee, 8), 8)
  const txid = await adapter.sendToken(sendForm(connectorId, { sendTokenAmount: max, receiverAddress }))

  const tx = await transaction(txid)
  expect(tx.vin).toHaveLength(3)
  expect(tx.vout.map((output) => output.scriptpubkey_address)).toEqual([receiverAddress])
  expect(formatAmount(BigInt(tx.fee), 8)).toBe(fee)
  expect(await balanceOf(keyWallet.address)).toBe(0)
  expect(await balanceOf(receiverAddress)).toBe(35_000_000 - tx.fee)
})

test("getTokenBalances: the address's balance (unconfirmed coins included) as the one native token, with no price", async () => {
  const { keyWallet, adapter } = await wallets.connect('p2tr')
  await regtest.node.fund(keyWallet.address, '0.5')
  await regtest.node.fund(keyWallet.address, '0.125', { mine: false })

  expect(await adapter.getTokenBalances({ address: keyWallet.address, network: regtest.network })).toEqual([
    {
      name: 'Litecoin',
      symbol: 'LTC',
      chainId: regtest.network.caipNetworkId,
      price: 0,
      quantity: { decimals: '8', numeric: '0.625' },
      iconUrl: '',
    },
  ])
  const empty = await newRecipient()
  expect(await adapter.getTokenBalances({ address: empty, network: regtest.network })).toMatchObject([
    { symbol: 'LTC', quantity: { decimals: '8', numeric: '0' } },
  ])
})

test('a missing amount, receiver or token, a token, or another network is a typed error before the wallet is asked', async () => {
  const { keyWallet, adapter, connectorId } = await wallets.connect('p2wpkh', {
    networks: [regtest.network, bitcoinTestnet4],
  })
  await regtest.node.fund(keyWallet.address, '0.3')
  const receiverAddress = await newRecipient()
  const refusal = async (values: Partial<SendTokenParameters<'bip122'>>) => {
    const form = sendForm(connectorId, { receiverAddress, ...values })
    const [sent, estimated] = await Promise.all([
      adapter.sendToken(form).catch((error: unknown) => error),
      adapter.estimateSendFee(form).catch((error: unknown) => error),
    ])
    expect(estimated).toEqual(sent)
    return sent
  }

  for (const values of [
    { sendTokenAmount: undefined },
    { sendTokenAmount: '  ' },
    { receiverAddress: undefined },
    { receiverAddress: '' },
  ])
    expect(await refusal(values)).toBeInstanceOf(SendAmountAndReceiverRequiredError)
  expect(await refusal({ token: undefined })).toBeInstanceOf(SendTokenRequiredError)
  const token = await refusal({ token: { type: 'token', address: 'ordinal', decimals: 0, symbol: 'ORD' } })
  expect(token).toBeInstanceOf(SendTokenRequiredError)
  expect(token).toMatchObject({
    shortMessage: 'A token is required',
    metaMessages: ['Bitcoin networks have no tokens the adapter sends: choose the native currency.'],
  })
  const otherNetwork = await refusal({ network: bitcoinTestnet4 })
  expect(otherNetwork).toBeInstanceOf(BitcoinSendNetworkMismatchError)
  expect(otherNetwork).toMatchObject({
    shortMessage: 'The wallet is connected on Litecoin regtest, not Bitcoin Testnet4',
  })
  expect(await refusal({ network: bitcoinMainnet })).toBeInstanceOf(NetworkNotFoundError)
  expect(await refusal({ connectorId: 'com.example.other' })).toBeInstanceOf(ConnectorNotConnectedError)
  expect(await refusal({ receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).toMatchObject({
    name: 'InvalidAddressError',
  })
  await expect(
    adapter.sendToken(sendForm(connectorId, { receiverAddress, sendTokenAmount: '0.4' })),
  ).rejects.toBeInstanceOf(InsufficientBitcoinFundsError)
  expect(keyWallet.requests).toEqual([])
  expect(await balanceOf(keyWallet.address)).toBe(30_000_000)
})
