import { afterAll, beforeAll, expect, test } from 'vitest'
import { describeBitcoinRig } from './describeBitcoinRig.js'
import type { EsploraAddress, EsploraTransaction, EsploraTxStatus, EsploraUtxo } from './esploraTypes.js'
import { regtestFeeEstimates } from './feeEstimates.js'
import { type EsploraService, startEsploraService } from './startEsploraService.js'
import { type LitecoinRegtest, startLitecoinRegtest } from './startLitecoinRegtest.js'

let node: LitecoinRegtest
let esplora: EsploraService
beforeAll(async () => {
  node = await startLitecoinRegtest()
  esplora = await startEsploraService({ node })
})
afterAll(async () => {
  await esplora?.stop()
  await node?.stop()
})

const get = async <body>(path: string): Promise<body> => {
  const response = await fetch(`${esplora.url}${path}`)
  const isJson = response.headers.get('content-type') === 'application/json'
  const body = isJson ? await response.json() : await response.text()
  expect(response.status, `GET ${path}: ${JSON.stringify(body)}`).toBe(200)
  return body as body
}
const post = (path: string, body: string) => fetch(`${esplora.url}${path}`, { method: 'POST', body })
const newAddress = (type: 'bech32' | 'legacy' | 'p2sh-segwit' = 'bech32') =>
  node.rpc<string>('getnewaddress', ['', type], { wallet: node.walletName })
const noActivity = {
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
}

test('a funding shows in /address and /utxo while in the mempool, then confirmed with its block', async () => {
  const address = await newAddress()
  expect(await get<EsploraAddress>(`/address/${address}`)).toEqual({
    address,
    chain_stats: noActivity,
    mempool_stats: noActivity,
  })

  const txid = await node.fund(address, '1.5', { mine: false })
  const pending = {
    funded_txo_count: 1,
    funded_txo_sum: 150_000_000,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 1,
  }
  expect(await get<EsploraAddress>(`/address/${address}`)).toEqual({
    address,
    chain_stats: noActivity,
    mempool_stats: pending,
  })
  const [utxo] = await get<EsploraUtxo[]>(`/address/${address}/utxo`)
  expect(utxo).toEqual({ txid, vout: utxo?.vout, status: { confirmed: false }, value: 150_000_000 })
  expect(await get<EsploraTxStatus>(`/tx/${txid}/status`)).toEqual({ confirmed: false })

  const [blockHash] = await node.mine(1)
  const height = await node.rpc<number>('getblockcount')
  const { time } = await node.rpc<{ time: number }>('getblock', [blockHash])
  const status = { confirmed: true, block_height: height, block_hash: blockHash, block_time: time }
  expect(await get<EsploraAddress>(`/address/${address}`)).toEqual({
    address,
    chain_stats: pending,
    mempool_stats: noActivity,
  })
  expect(await get<EsploraUtxo[]>(`/address/${address}/utxo`)).toEqual([{ ...utxo, status }])
  expect(await get<EsploraTxStatus>(`/tx/${txid}/status`)).toEqual(status)
  expect(await get<string>('/blocks/tip/height')).toBe(String(height))
  expect(await get<string>('/blocks/tip/hash')).toBe(blockHash)
  expect(await get<string>(`/block-height/${height}`)).toBe(blockHash)
})

test('a raw transaction signed by the wallet, broadcast with POST /tx, moves the balance', async () => {
  const [sender, recipient] = [await newAddress('legacy'), await newAddress('p2sh-segwit')]
  expect([sender[0], recipient[0]]).toEqual([expect.stringMatching(/[mn]/), 'Q'])
  await node.fund(sender, 3)
  const coins = await get<EsploraUtxo[]>(`/address/${sender}/utxo`)
  expect(coins).toHaveLength(1)
  const coin = coins[0] as EsploraUtxo

  const wallet = { wallet: node.walletName }
  const unsigned = await node.rpc<string>('createrawtransaction', [
    [{ txid: coin.txid, vout: coin.vout }],
    [{ [recipient]: '1' }],
  ])
  const funded = await node.rpc<{ hex: string }>(
    'fundrawtransaction',
    [unsigned, { changeAddress: sender }],
    wallet,
  )
  const signed = await node.rpc<{ hex: string; complete: boolean }>(
    'signrawtransactionwithwallet',
    [funded.hex],
    wallet,
  )
  expect(signed.complete).toBe(true)

  const response = await post('/tx', signed.hex)
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const txid = await response.text()
  expect(txid).toMatch(/^[0-9a-f]{64}$/)

  const inMempool = await get<EsploraAddress>(`/address/${sender}`)
  expect(inMempool.mempool_stats).toMatchObject({
    spent_txo_count: 1,
    spent_txo_sum: 300_000_000,
    tx_count: 1,
  })
  const tx = await get<EsploraTransaction>(`/tx/${txid}`)
  const change = tx.vout.find((output) => output.scriptpubkey_address === sender)?.value ?? 0
  expect(tx.fee).toBe(300_000_000 - 100_000_000 - change)
  expect(tx.fee).toBeGreaterThan(0)
  expect(tx.vin).toEqual([
    expect.objectContaining({
      txid: coin.txid,
      vout: coin.vout,
      prevout: expect.objectContaining({
        scriptpubkey_type: 'p2pkh',
        scriptpubkey_address: sender,
        value: 300_000_000,
      }),
      scriptsig_asm: expect.stringMatching(/^OP_PUSHBYTES_7[12] [0-9a-f]+ OP_PUSHBYTES_33 [0-9a-f]{66}$/),
      is_coinbase: false,
    }),
  ])
  expect(tx.vout).toContainEqual({
    scriptpubkey: expect.stringMatching(/^a914[0-9a-f]{40}87$/),
    scriptpubkey_asm: expect.stringMatching(/^OP_HASH160 OP_PUSHBYTES_20 [0-9a-f]{40} OP_EQUAL$/),
    scriptpubkey_type: 'p2sh',
    scriptpubkey_address: recipient,
    value: 100_000_000,
  })
  expect(tx.status).toEqual({ confirmed: false })
  expect(await get<string>(`/tx/${txid}/hex`)).toBe(signed.hex)
  const history = await get<EsploraTransaction[]>(`/address/${sender}/txs`)
  expect(history.map((entry) => [entry.txid, entry.status.confirmed])).toEqual([
    [txid, false],
    [coin.txid, true],
  ])

  await node.mine(1)
  expect(await get<EsploraAddress>(`/address/${recipient}`)).toMatchObject({
    chain_stats: { funded_txo_count: 1, funded_txo_sum: 100_000_000, tx_count: 1 },
    mempool_stats: noActivity,
  })
  expect(await get<EsploraAddress>(`/address/${sender}`)).toMatchObject({
    chain_stats: { funded_txo_sum: 300_000_000 + change, spent_txo_sum: 300_000_000, tx_count: 2 },
  })
  expect(await get<EsploraUtxo[]>(`/address/${sender}/utxo`)).toEqual([
    expect.objectContaining({ txid, value: change, status: expect.objectContaining({ confirmed: true }) }),
  ])
  expect(await get<EsploraTxStatus>(`/tx/${txid}/status`)).toMatchObject({ confirmed: true })
  expect(await get<EsploraTransaction[]>(`/address/${sender}/txs/mempool`)).toEqual([])
  expect(
    (await get<EsploraTransaction[]>(`/address/${sender}/txs/chain`)).map((entry) => entry.txid),
  ).toEqual([txid, coin.txid])
  expect(await get<EsploraTransaction[]>(`/address/${sender}/txs/chain/${coin.txid}`)).toEqual([])
})

test('POST /tx answers 400 with the node reason for a transaction it refuses', async () => {
  const garbage = await post('/tx', 'not a transaction')
  expect(garbage.status).toBe(400)
  expect(await garbage.text()).toBe(
    'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
  )
  // A well-formed transaction spending a coin that does not exist.
  const unsigned = await node.rpc<string>('createrawtransaction', [
    [{ txid: '11'.repeat(32), vout: 0 }],
    [{ [node.miningAddress]: '1' }],
  ])
  const missing = await post('/tx', unsigned)
  expect(missing.status).toBe(400)
  expect(await missing.text()).toMatch(/^sendrawtransaction RPC error: \{"code":-25,"message":"[^"]+"\}$/)
})

test('a coinbase in Esplora form; the fee table; errors and unknown paths', async () => {
  const [blockHash] = await node.mine(1)
  const block = await node.rpc<{ tx: string[] }>('getblock', [blockHash])
  const coinbase = await get<EsploraTransaction>(`/tx/${block.tx[0]}`)
  expect(coinbase).toMatchObject({ fee: 0, status: { confirmed: true, block_hash: blockHash } })
  expect(coinbase.vin).toEqual([
    {
      txid: '0'.repeat(64),
      vout: 4294967295,
      prevout: null,
      scriptsig: expect.any(String),
      scriptsig_asm: expect.any(String),
      witness: ['00'.repeat(32)],
      is_coinbase: true,
      sequence: 4294967295,
    },
  ])
  expect(coinbase.vout[0]).toMatchObject({
    scriptpubkey_asm: expect.stringMatching(/^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/),
    scriptpubkey_type: 'v0_p2wpkh',
    scriptpubkey_address: node.miningAddress,
  })
  expect(coinbase.vout[1]).toMatchObject({ scriptpubkey_type: 'op_return', value: 0 })
  expect(coinbase.vout[1]).not.toHaveProperty('scriptpubkey_address')

  expect(await get('/fee-estimates')).toEqual(regtestFeeEstimates)
  expect(Object.keys(regtestFeeEstimates)).toHaveLength(28)

  const status = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${esplora.url}${path}`, init)
    return [response.status, await response.text()]
  }
  expect(await status('/nope')).toEqual([404, 'endpoint does not exist "/nope"'])
  expect(await status('/address')).toEqual([404, 'endpoint does not exist "/address"'])
  expect(await status(`/address/${node.miningAddress}/balance`)).toEqual([
    404,
    `endpoint does not exist "/address/${node.miningAddress}/balance"`,
  ])
  expect(await status('/blocks/tip/height', { method: 'POST' })).toEqual([
    404,
    'endpoint does not exist "/blocks/tip/height"',
  ])
  expect(await status('/address/bc1qnotours')).toEqual([400, 'Invalid Bitcoin address'])
  expect(await status('/tx/xyz')).toEqual([400, 'Invalid hex string'])
  expect(await status(`/tx/${'ab'.repeat(32)}`)).toEqual([404, 'Transaction not found'])
  // Esplora says an unknown transaction is unconfirmed rather than missing.
  expect(await status(`/tx/${'ab'.repeat(32)}/status`)).toEqual([200, '{"confirmed":false}'])

  const preflight = await fetch(`${esplora.url}/tx`, {
    method: 'OPTIONS',
    headers: { origin: 'http://127.0.0.1:1', 'access-control-request-method': 'POST' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
})

test('describeBitcoinRig() names the endpoints; stop() closes the service', async () => {
  const second = await startEsploraService({ node })
  const lines = describeBitcoinRig({ node, esplora: second })
  expect(lines.join('\n')).toContain(`${node.caipNetworkId}: Esplora ${second.url}`)
  expect(lines.join('\n')).toContain(node.rpcUrl)
  expect(await (await fetch(`${second.url}/blocks/tip/hash`)).text()).toBe(await node.rpc('getbestblockhash'))
  await Promise.all([second.stop(), second.stop()])
  await expect(fetch(`${second.url}/blocks/tip/hash`)).rejects.toThrow()
})
