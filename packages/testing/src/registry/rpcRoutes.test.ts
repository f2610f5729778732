import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type AnvilProcess, startAnvil } from '../evm/startAnvil.js'
import { anvilMnemonic, deriveTestAccounts } from '../evm/testAccounts.js'
import { type Registry, startRegistry } from './startRegistry.js'

// Chain RPC through the registry: the provider RPC host and a site's own endpoints, forwarded to a
// real anvil, with the faults a client's retries and fallback must meet.

let anvil: AnvilProcess
let registry: Registry
const [funded] = deriveTestAccounts(anvilMnemonic, 1)

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, mnemonic: anvilMnemonic, accountCount: 1 })
  registry = await startRegistry({ evmRpcUrls: { 31337: anvil.rpcUrl }, projectId: 'rig-project' })
})
afterAll(async () => {
  await registry?.stop()
  await anvil?.stop()
})
beforeEach(() => {
  registry.faults.clear()
  registry.clearRequests()
})

const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params })
const post = (url: string, body: unknown, contentType = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) })
const providerUrl = (query: string) => `${registry.url}/v1/?${query}`

describe('the provider RPC host', () => {
  test('answers from the chain named by chainId, also for a text/plain body (no preflight)', async () => {
    const response = await post(
      providerUrl('chainId=eip155:31337&projectId=rig-project'),
      call('eth_getBalance', [funded?.address, 'latest']),
      'text/plain',
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: 1, result: '0x21e19e0c9bab2400000' })
    const [recorded] = registry.requestsTo('/v1/')
    expect(recorded?.query.get('chainId')).toBe('eip155:31337')
    expect(recorded?.body).toMatchObject({ method: 'eth_getBalance' })
  })

  test('needs the project id, and refuses another one', async () => {
    const missing = await post(providerUrl('chainId=eip155:31337'), call('eth_chainId'))
    expect([missing.status, await missing.json()]).toEqual([400, { message: 'Missing query: projectId' }])
    const other = await post(providerUrl('chainId=eip155:31337&projectId=other'), call('eth_chainId'))
    expect(other.status).toBe(403)
  })

  test('answers 400 for a chain it does not serve', async () => {
    const response = await post(providerUrl('chainId=eip155:999&projectId=rig-project'), call('eth_chainId'))
    expect([response.status, await response.json()]).toEqual([
      400,
      { message: 'Unsupported chainId: eip155:999' },
    ])
  })
})

describe("a site's own RPC endpoints", () => {
  test('each name is its own URL on the same chain, batches included', async () => {
    const url = registry.rpcUrl('primary', 31337)
    expect(url).toBe(`${registry.url}/rpc/primary/31337`)
    const response = await post(url, [call('eth_chainId'), { ...call('eth_blockNumber'), id: 2 }])
    expect(await response.json()).toMatchObject([{ id: 1, result: '0x7a69' }, { id: 2 }])
    expect(registry.requestsTo('/rpc/primary/31337')).toHaveLength(1)
    expect(registry.rpcCallsTo('/rpc/primary/31337', 'eth_blockNumber')).toHaveLength(1)
    expect(registry.rpcCallsTo('/rpc/primary/31337', 'eth_getBalance')).toEqual([])
  })

  test('a fault for one JSON-RPC method leaves the endpoint’s other calls alone', async () => {
    const url = registry.rpcUrl('failing', 31337)
    registry.faults.next({
      path: '/rpc/failing/31337',
      rpcMethod: 'eth_getBalance',
      status: 429,
      retryAfter: 1,
    })
    expect((await post(url, call('eth_blockNumber'))).status).toBe(200)
    const failed = await post(url, call('eth_getBalance', [funded?.address, 'latest']))
    expect([failed.status, failed.headers.get('retry-after')]).toEqual([429, '1'])
    expect((await post(url, call('eth_getBalance', [funded?.address, 'latest']))).status).toBe(200)
  })

  test('a slow endpoint stays slow for every request while the fast one is not', async () => {
    registry.faults.next({ path: '/rpc/slow/31337', delayMs: 300, times: Number.POSITIVE_INFINITY })
    const timed = async (endpoint: string) => {
      const started = Date.now()
      await post(registry.rpcUrl(endpoint, 31337), call('eth_chainId'))
      return Date.now() - started
    }
    for (let round = 0; round < 2; round++) {
      expect(await timed('slow')).toBeGreaterThanOrEqual(300)
      expect(await timed('fast')).toBeLessThan(300)
    }
    expect(registry.faults.pending).toBe(1)
  })
})
