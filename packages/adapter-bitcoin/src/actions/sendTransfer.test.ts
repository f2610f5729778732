import { InvalidAddressError, InvalidAmountError, UserRejectedRequestError } from '@latchkit/core'
import {
  type EsploraService,
  type EsploraTransaction,
  type LitecoinRegtest,
  litecoinRegtestParameters,
  startEsploraService,
  startLitecoinRegtest,
} from '@latchkit/testing/bitcoin'
import { address, Psbt } from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createEsploraClient, type EsploraClient } from '../account/esploraClient.js'
import { BitcoinBroadcastError } from '../errors/broadcastErrors.js'
import {
  BitcoinDustAmountError,
  InsufficientBitcoinFundsError,
  InvalidBitcoinFeeRateError,
  InvalidBitcoinPsbtError,
} from '../errors/sendErrors.js'
import { type BitcoinNetwork, defineBitcoinNetwork } from '../networks/bitcoinNetwork.js'
import type { KeyWalletType } from '../test-utils/keyWallet.js'
import { createKeyWalletConnections } from '../test-utils/keyWalletConnections.js'
import { toBitcoinjsNetwork } from './bitcoinjs.js'

// Sending against the rig's real node: litecoind in regtest behind its Esplora-shaped service. The
// wallet holds a real key and signs the PSBTs itself (test-utils/keyWallet.ts); the node judges
// every signature when the adapter broadcasts.
let node: LitecoinRegtest
let esplora: EsploraService
let network: BitcoinNetwork
let reader: EsploraClient
let wallets: ReturnType<typeof createKeyWalletConnections>

beforeAll(async () => {
  node = await startLitecoinRegtest()
  esplora = await startEsploraService({ node })
  network = defineBitcoinNetwork({
    genesisHash: node.genesisHash,
    name: 'Litecoin regtest',
    esploraUrl: esplora.url,
    parameters: litecoinRegtestParameters,
    nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
  })
  reader = createEsploraClient(network)
  wallets = createKeyWalletConnections(network, 'send test')
})
afterAll(async () => {
  await esplora?.stop()
  await node?.stop()
})

afterEach(() => wallets.cleanup())

/** A key wallet of `type` on the page, and an adapter connected to it. */
const connectKeyWallet = (type: KeyWalletType) => wallets.connect(type)

const newRecipient = () => node.rpc<string>('getnewaddress', ['', 'bech32'], { wallet: node.walletName })
const transaction = async (txid: string): Promise<EsploraTransaction> =>
  (await fetch(`${esplora.url}/tx/${txid}`)).json()
const vsizeOf = (tx: EsploraTransaction) => Math.ceil((tx as { weight: number }).weight / 4)

test('a send from a P2WPKH address reaches the recipient, change comes back, the fee is the rate times the vsize, and balanceChanged fires once it is mined', async () => {
  const { keyWallet, adapter, balanceChanges, connectorId } = await connectKeyWallet('p2wpkh')
  await node.fund(keyWallet.address, '1')
  const recipient = await newRecipient()

  const txid = await adapter.sendTransfer({ connectorId, recipient, amount: '0.25', feeRate: 5 })

  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  expect(await reader.getBalance(recipient)).toBe(25_000_000n)
  const tx = await transaction(txid)
  expect(tx.vin).toHaveLength(1)
  expect(tx.vin[0]?.prevout?.scriptpubkey_type).toBe('v0_p2wpkh')
  const change = tx.vout.find((output) => output.scriptpubkey_address === keyWallet.address)
  expect(change?.value).toBe(100_000_000 - 25_000_000 - tx.fee)
  expect(await reader.getBalance(keyWallet.address)).toBe(BigInt(75_000_000 - tx.fee))
  // The estimate assumes the longest signature, so the rate paid is the asked one or a hair above.
  expect(tx.fee).toBeGreaterThanOrEqual(5 * vsizeOf(tx))
  expect(tx.fee - 5 * vsizeOf(tx)).toBeLessThanOrEqual(5)
  expect(keyWallet.requests).toEqual([{ psbt: expect.any(String), signInputs: { [keyWallet.address]: [0] } }])

  expect(balanceChanges).toEqual([])
  await node.mine(1)
  await vi.waitFor(() => expect(balanceChanges).toEqual([{ address: keyWallet.address }]), {
    timeout: 15_000,
    interval: 100,
  })
})

test('a send from a P2TR address (key path, the internal key in the PSBT) pays the fee estimate for 6 blocks', async () => {
  const { keyWallet, adapter, balanceChanges, connectorId } = await connectKeyWallet('p2tr')
  expect(keyWallet.address).toMatch(/^rltc1p/)
  await node.fund(keyWallet.address, '0.5')
  const recipient = await newRecipient()

  const txid = await adapter.sendTransfer({ connectorId, recipient, amount: '0.1' })

  expect(await reader.getBalance(recipient)).toBe(10_000_000n)
  const tx = await transaction(txid)
  expect(tx.vin[0]?.prevout?.scriptpubkey_type).toBe('v1_p2tr')
  expect(tx.vin[0]?.witness).toEqual([expect.stringMatching(/^[0-9a-f]{128}$/)])
  // The rig's fee estimates: 5 sat/vB for 6 blocks.
  expect(tx.fee).toBeGreaterThanOrEqual(5 * vsizeOf(tx))
  expect(tx.fee - 5 * vsizeOf(tx)).toBeLessThanOrEqual(5)
  expect(await reader.getBalance(keyWallet.address)).toBe(BigInt(40_000_000 - tx.fee))
  const asked = Psbt.fromBase64(keyWallet.requests[0]?.psbt ?? '')
  expect(Buffer.from(asked.data.inputs[0]?.tapInternalKey ?? []).toString('hex')).toBe(
    keyWallet.publicKey.slice(2),
  )

  await node.mine(1)
  await vi.waitFor(() => expect(balanceChanges).toEqual([{ address: keyWallet.address }]), {
    timeout: 15_000,
    interval: 100,
  })
})

test('coin selection takes the largest confirmed coins that are enough, and leaves the rest', async () => {
  const { keyWallet, adapter, connectorId } = await connectKeyWallet('p2wpkh')
  const funding: Record<string, string> = {}
  for (const amount of ['0.05', '0.1', '0.2', '0.02'])
    funding[await node.fund(keyWallet.address, amount, { mine: false })] = amount
  await node.mine(1)
  // The largest coin, but unconfirmed: the confirmed ones are enough, so it stays.
  const unconfirmed = await node.fund(keyWallet.address, '0.5', { mine: false })
  const recipient = await newRecipient()

  const txid = await adapter.sendTransfer({ connectorId, recipient, amount: '0.27', feeRate: 2 })

  const tx = await transaction(txid)
  expect(tx.vin.map((input) => funding[input.txid]).sort()).toEqual(['0.1', '0.2'])
  expect(tx.vin.map((input) => input.txid)).not.toContain(unconfirmed)
  expect(await reader.getBalance(recipient)).toBe(27_000_000n)
  const left = (await reader.getUtxos(keyWallet.address)).map((coin) => coin.value).sort()
  expect(left).toEqual([2_000_000n, 3_000_000n - BigInt(tx.fee), 5_000_000n, 50_000_000n].sort())
})

test('P2PKH (previous transactions as nonWitnessUtxo) and P2SH-P2WPKH (its redeem script) send too, finalized by the adapter when the wallet does not', async () => {
  for (const type of ['p2pkh', 'p2sh-p2wpkh'] as const) {
    const { keyWallet, adapter, connectorId } = await connectKeyWallet(type)
    keyWallet.behaviour.finalize = false
    await node.fund(keyWallet.address, '0.3')
    const recipient = await newRecipient()

    const txid = await adapter.sendTransfer({ connectorId, recipient, amount: '0.1', feeRate: 3 })

    const tx = await transaction(txid)
    expect(tx.vin[0]?.prevout?.scriptpubkey_type).toBe(type === 'p2pkh' ? 'p2pkh' : 'p2sh')
    expect(await reader.getBalance(recipient)).toBe(10_000_000n)
    expect(tx.fee).toBeGreaterThanOrEqual(3 * vsizeOf(tx))
    expect(tx.fee - 3 * vsizeOf(tx)).toBeLessThanOrEqual(3)
    const asked = Psbt.fromBase64(keyWallet.requests[0]?.psbt ?? '').data.inputs[0]
    if (type === 'p2pkh') expect(asked?.nonWitnessUtxo).toBeDefined()
    else expect(asked?.redeemScript).toBeDefined()
  }
})

test('an amount above the coins is InsufficientBitcoinFundsError before the wallet is asked', async () => {
  const { keyWallet, adapter, connectorId } = await connectKeyWallet('p2wpkh')
  await node.fund(keyWallet.address, '0.4')
  const recipient = await newRecipient()

  const error = await adapter
    .sendTransfer({ connectorId, recipient, amount: '0.4', feeRate: 1 })
    .catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(InsufficientBitcoinFundsError)
  expect(error).toMatchObject({ available: 40_000_000n, needed: 40_000_000n + 110n })
  expect(keyWallet.requests).toEqual([])
})

test('a bad recipient, amount or fee rate is a typed error before the wallet is asked', async () => {
  const { keyWallet, adapter, connectorId } = await connectKeyWallet('p2wpkh')
  await node.fund(keyWallet.address, '0.2')
  const recipient = await newRecipient()
  const send = (parameters: { recipient?: string; amount?: string; feeRate?: number }) =>
    adapter.sendTransfer({ connectorId, recipient, amount: '0.01', ...parameters })

  for (const bad of [
    'not-an-address',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // Bitcoin mainnet
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', // Bitcoin testnet
    `${recipient.slice(0, -1)}${recipient.endsWith('q') ? 'p' : 'q'}`, // a broken checksum
  ]) {
    const error = await send({ recipient: bad }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect((error as InvalidAddressError).shortMessage).toBe('Invalid address in "recipient"')
  }
  for (const amount of ['-1', 'abc', '0', '0.000000001', '1e3'])
    await expect(send({ amount })).rejects.toBeInstanceOf(InvalidAmountError)
  await expect(send({ amount: '0.000001' })).rejects.toBeInstanceOf(BitcoinDustAmountError)
  for (const feeRate of [0, -1, Number.NaN, 1e6])
    await expect(send({ feeRate })).rejects.toBeInstanceOf(InvalidBitcoinFeeRateError)
  expect(keyWallet.requests).toEqual([])
})

test('a visitor who declines in the wallet gets UserRejectedRequestError, and nothing is broadcast', async () => {
  const { keyWallet, adapter, connectorId } = await connectKeyWallet('p2tr')
  await node.fund(keyWallet.address, '0.2')
  const recipient = await newRecipient()
  keyWallet.behaviour.decline = true

  await expect(adapter.sendTransfer({ connectorId, recipient, amount: '0.05' })).rejects.toBeInstanceOf(
    UserRejectedRequestError,
  )

  expect(keyWallet.requests).toHaveLength(1)
  expect(await reader.getBalance(recipient)).toBe(0n)
  expect(await reader.getBalance(keyWallet.address)).toBe(20_000_000n)
})

test("a transaction the node refuses (signed with another key) is BitcoinBroadcastError with the node's reason", async () => {
  for (const type of ['p2wpkh', 'p2tr'] as const) {
    const { keyWallet, adapter, connectorId } = await connectKeyWallet(type)
    await node.fund(keyWallet.address, '0.2')
    const recipient = await newRecipient()
    keyWallet.behaviour.wrongKey = true

    const error = await adapter
      .sendTransfer({ connectorId, recipient, amount: '0.05' })
      .catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(BitcoinBroadcastError)
    expect((error as BitcoinBroadcastError).status).toBe(400)
    expect((error as BitcoinBroadcastError).reason).toMatch(/script-verify-flag \(.*signature/i)
    expect(await reader.getBalance(recipient)).toBe(0n)
  }
})

test('signPsbt has the wallet sign a PSBT the site built, base64 in and out; a bad one is refused before the wallet is asked', async () => {
  const { keyWallet, adapter, connectorId } = await connectKeyWallet('p2wpkh')
  const fundingTxid = await node.fund(keyWallet.address, '0.2')
  const [coin] = await reader.getUtxos(keyWallet.address)
  const recipient = await newRecipient()
  const bitcoinjsNetwork = toBitcoinjsNetwork(network.bitcoin)
  const psbt = new Psbt({ network: bitcoinjsNetwork })
    .addInput({
      hash: fundingTxid,
      index: coin?.vout ?? 0,
      witnessUtxo: {
        script: address.toOutputScript(keyWallet.address, bitcoinjsNetwork),
        value: 20_000_000n,
      },
    })
    .addOutput({ address: recipient, value: 19_990_000n })

  const signed = await adapter.signPsbt({
    connectorId,
    psbt: psbt.toBase64(),
    signInputs: { [keyWallet.address]: [0] },
  })

  expect(signed.txid).toBeUndefined()
  const hex = Psbt.fromBase64(signed.psbt).extractTransaction().toHex()
  const txid = await node.rpc<string>('sendrawtransaction', [hex])
  expect(await reader.getBalance(recipient)).toBe(19_990_000n)
  expect(txid).toMatch(/^[0-9a-f]{64}$/)

  await expect(
    adapter.signPsbt({ connectorId, psbt: 'bm90IGEgcHNidA==', signInputs: { [keyWallet.address]: [0] } }),
  ).rejects.toBeInstanceOf(InvalidBitcoinPsbtError)
  await expect(
    adapter.signPsbt({ connectorId, psbt: psbt.toBase64(), signInputs: { [keyWallet.address]: [1] } }),
  ).rejects.toBeInstanceOf(InvalidBitcoinPsbtError)
  expect(keyWallet.requests).toHaveLength(1)
})
