import { createHash } from 'node:crypto'
import { schnorr } from '@noble/curves/secp256k1.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { EsploraTransaction, EsploraUtxo } from './esploraTypes.js'
import { type EsploraService, startEsploraService } from './startEsploraService.js'
import { type LitecoinRegtest, startLitecoinRegtest } from './startLitecoinRegtest.js'

// Does litecoind 0.21.2.1 take taproot as Bitcoin does? A BIP86-style key (no script tree) is
// funded at its rltc1p address, then spent by key path with a BIP341 signature made here and
// broadcast through the Esplora service, as a wallet built on bitcoinjs-lib would.

let node: LitecoinRegtest
let esplora: EsploraService
beforeAll(async () => {
  node = await startLitecoinRegtest({ initialBlocks: 101 })
  esplora = await startEsploraService({ node })
})
afterAll(async () => {
  await esplora?.stop()
  await node?.stop()
})

const { Point, utils } = schnorr
const order = Point.Fn.ORDER
const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
const to32Bytes = (value: bigint) => Buffer.from(value.toString(16).padStart(64, '0'), 'hex')
const sha256 = (...parts: Uint8Array[]) => createHash('sha256').update(Buffer.concat(parts)).digest()
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value)
  return bytes
}
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(BigInt(value))
  return bytes
}
// A script with its length in front (every script here is under 0xfd bytes).
const sized = (bytes: Buffer) => Buffer.concat([Buffer.of(bytes.length), bytes])

// BIP341 key-path output: Q = P + hash_TapTweak(x(P))·G; the secret that signs for Q.
function taprootKey(secretKey: Uint8Array) {
  const internal = Point.BASE.multiply(toBigInt(secretKey))
  const even = internal.toAffine().y % 2n === 0n ? toBigInt(secretKey) : order - toBigInt(secretKey)
  const tweak = toBigInt(utils.taggedHash('TapTweak', utils.pointToBytes(internal))) % order
  const output = utils.lift_x(internal.toAffine().x).add(Point.BASE.multiply(tweak))
  return { outputKey: utils.pointToBytes(output), signingKey: to32Bytes((even + tweak) % order) }
}

// A one-input, one-output version-2 transaction spending a P2TR coin by key path (SIGHASH_DEFAULT).
function spendByKeyPath(parameters: {
  coin: EsploraUtxo
  coinScript: Buffer
  signingKey: Uint8Array
  to: Buffer
  value: number
}) {
  const { coin, coinScript, signingKey, to, value } = parameters
  const outpoint = Buffer.concat([Buffer.from(coin.txid, 'hex').reverse(), u32(coin.vout)])
  const [version, locktime, sequence] = [u32(2), u32(0), u32(0xfffffffd)]
  const output = Buffer.concat([u64(value), sized(to)])
  const signatureMessage = Buffer.concat([
    Buffer.of(0x00, 0x00), // epoch, hash type
    version,
    locktime,
    sha256(outpoint),
    sha256(u64(coin.value)),
    sha256(sized(coinScript)),
    sha256(sequence),
    sha256(output),
    Buffer.of(0x00), // key path, no annex
    u32(0),
  ])
  const signature = schnorr.sign(utils.taggedHash('TapSighash', signatureMessage), signingKey)
  return Buffer.concat([
    version,
    Buffer.of(0x00, 0x01, 1),
    outpoint,
    Buffer.of(0),
    sequence,
    Buffer.of(1),
    output,
    Buffer.of(1, signature.length),
    signature,
    locktime,
  ]).toString('hex')
}

test('a P2TR output is funded, then spent by key path through POST /tx, and confirms', async () => {
  const { outputKey, signingKey } = taprootKey(sha256(Buffer.from('LatchKit taproot test key')))
  const coinScript = Buffer.concat([Buffer.of(0x51, 0x20), outputKey])
  const { addresses } = await node.rpc<{ addresses: string[] }>('decodescript', [coinScript.toString('hex')])
  const address = addresses[0] ?? ''
  expect(address).toMatch(/^rltc1p[02-9ac-hj-np-z]{58}$/)

  const fundingTxid = await node.fund(address, '0.5')
  const coins = await (await fetch(`${esplora.url}/address/${address}/utxo`)).json()
  expect(coins).toEqual([
    {
      txid: fundingTxid,
      vout: expect.any(Number),
      status: expect.objectContaining({ confirmed: true }),
      value: 50_000_000,
    },
  ])
  const funding: EsploraTransaction = await (await fetch(`${esplora.url}/tx/${fundingTxid}`)).json()
  expect(funding.vout[coins[0].vout]).toEqual({
    scriptpubkey: coinScript.toString('hex'),
    scriptpubkey_asm: `OP_PUSHNUM_1 OP_PUSHBYTES_32 ${Buffer.from(outputKey).toString('hex')}`,
    scriptpubkey_type: 'v1_p2tr',
    scriptpubkey_address: address,
    value: 50_000_000,
  })

  const recipient = await node.rpc<string>('getnewaddress', ['', 'bech32'], { wallet: node.walletName })
  const { scriptPubKey } = await node.rpc<{ scriptPubKey: string }>('validateaddress', [recipient])
  const raw = spendByKeyPath({
    coin: coins[0],
    coinScript,
    signingKey,
    to: Buffer.from(scriptPubKey, 'hex'),
    value: 50_000_000 - 1_000,
  })
  const broadcast = await fetch(`${esplora.url}/tx`, { method: 'POST', body: raw })
  const txid = await broadcast.text()
  expect([broadcast.status, txid]).toEqual([200, expect.stringMatching(/^[0-9a-f]{64}$/)])

  const spend: EsploraTransaction = await (await fetch(`${esplora.url}/tx/${txid}`)).json()
  expect(spend).toMatchObject({ fee: 1_000, status: { confirmed: false } })
  expect(spend.vin[0]?.witness).toEqual([expect.stringMatching(/^[0-9a-f]{128}$/)])
  expect(spend.vin[0]?.prevout?.scriptpubkey_type).toBe('v1_p2tr')
  expect(await (await fetch(`${esplora.url}/address/${address}/utxo`)).json()).toEqual([])

  await node.mine(1)
  expect(await (await fetch(`${esplora.url}/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true })
  expect(await (await fetch(`${esplora.url}/address/${address}`)).json()).toMatchObject({
    chain_stats: { funded_txo_sum: 50_000_000, spent_txo_sum: 50_000_000, tx_count: 2 },
  })
})
