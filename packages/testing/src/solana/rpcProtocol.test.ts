import { Connection } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { type SolanaRig, startSolana } from './startSolana.js'

let solana: SolanaRig

beforeAll(async () => {
  solana = await startSolana({ slotIntervalMs: 0 })
})
afterAll(() => solana.stop())

const post = async (body: string) => {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, text: await response.text() }
}
const call = async (payload: unknown) => JSON.parse((await post(JSON.stringify(payload))).text)

test('an unknown method answers -32601 "Method not found" at once', async () => {
  // "At once" means an answer rather than a hang; the bound is loose so a loaded 2-core CI
  // machine does not fail it.
  const startedAt = performance.now()
  const answer = await call({ jsonrpc: '2.0', id: 7, method: 'getWidgets', params: [] })
  expect(answer).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } })
  expect(performance.now() - startedAt).toBeLessThan(3_000)
  // Inherited object keys are not methods either.
  expect((await call({ jsonrpc: '2.0', id: 8, method: 'toString' })).error.code).toBe(-32601)
})

test('malformed bodies get -32700, malformed requests -32600, bad params -32602', async () => {
  expect(JSON.parse((await post('{"jsonrpc":')).text)).toEqual({
    jsonrpc: '2.0',
    id: null,
    error: { code: -32700, message: 'Parse error' },
  })
  expect((await call({ id: 1, method: 'getSlot' })).error).toEqual({
    code: -32600,
    message: 'Invalid Request',
  })
  expect((await call([])).error.code).toBe(-32600)
  expect((await call(42)).error.code).toBe(-32600)
  const badKey = await call({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-a-key!'] })
  expect(badKey.error).toEqual({ code: -32602, message: 'Invalid param: Invalid' })
})

test('a batch answers each request in order; notifications get no answer', async () => {
  const answers = await call([
    { jsonrpc: '2.0', id: 'a', method: 'getGenesisHash' },
    { jsonrpc: '2.0', method: 'getSlot' },
    { jsonrpc: '2.0', id: 'b', method: 'nope' },
    { jsonrpc: '2.0', id: 'c', method: 'getHealth' },
  ])
  expect(answers).toEqual([
    { jsonrpc: '2.0', id: 'a', result: solana.genesisHash },
    { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
    { jsonrpc: '2.0', id: 'c', result: 'ok' },
  ])
  expect(await post(JSON.stringify({ jsonrpc: '2.0', method: 'getSlot' }))).toEqual({ status: 204, text: '' })
})

test('the cluster identifies itself by a fixed genesis hash and its CAIP-2 id', async () => {
  const connection = new Connection(solana.rpcUrl)
  const genesisHash = await connection.getGenesisHash()
  expect(genesisHash).toBe(solana.genesisHash)
  expect(solana.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`)
  expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
})

test('browsers may call it from another origin, and GET /health answers ok', async () => {
  const preflight = await fetch(solana.rpcUrl, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:5173' },
  })
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  expect(await (await fetch(`${solana.rpcUrl}/health`)).text()).toBe('ok')
  expect((await fetch(solana.rpcUrl, { method: 'PUT' })).status).toBe(405)
})

test('the WebSocket on the same port answers JSON-RPC errors too', async () => {
  const socket = new WebSocket(solana.wsUrl)
  const answers: unknown[] = []
  await new Promise((resolve) => socket.once('open', resolve))
  const received = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      answers.push(JSON.parse(data.toString()))
      if (answers.length === 2) resolve()
    }),
  )
  socket.send('not json')
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotsUpdatesSubscribe' }))
  await received
  socket.close()
  expect(answers).toEqual([
    { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
    { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
  ])
})
