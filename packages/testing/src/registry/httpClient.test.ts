import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createHttpClient } from '../../../core/src/http/createHttpClient.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The HTTP client of @latchkit/core against the rig's registry over real HTTP. These tests live
// here, not in core, because the server is Node code and core's types exclude Node on purpose.

let registry: Registry
const identification = { st: 'latchkit', sv: 'core-test-0.0.0', projectId: 'rig-project' }

beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
})

const client = (options: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl: registry.url, defaultParams: identification, ...options })

/** Milliseconds between the requests the server received. */
const gaps = (path: string) => {
  const times = registry.requestsTo(path).map((request) => request.at)
  return times.slice(1).map((time, index) => time - (times[index] ?? time))
}

describe('createHttpClient', () => {
  test('sends the default parameters and returns the JSON body', async () => {
    const body = await client().get({ path: '/getAnalyticsConfig' })
    expect(body).toEqual({ isAnalyticsEnabled: false })
    const [request] = registry.requestsTo('/getAnalyticsConfig')
    expect(Object.fromEntries(request?.query ?? [])).toEqual(identification)
  })

  test('retries a 503 with 150 ms exponential backoff and succeeds on the third try', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 503, times: 2 })
    await expect(client().get({ path: '/getAnalyticsConfig' })).resolves.toEqual({
      isAnalyticsEnabled: false,
    })
    const [first = 0, second = 0] = gaps('/getAnalyticsConfig')
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(3)
    expect(first).toBeGreaterThanOrEqual(140)
    expect(second).toBeGreaterThanOrEqual(290)
  })

  test('gives up after 3 tries with a typed HttpError', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 500, times: 5, body: '{"message":"down"}' })
    const error = await client({ retry: { baseDelayMs: 5 } })
      .get({ path: '/getAnalyticsConfig' })
      .catch((error: unknown) => error)
    expect(error).toMatchObject({
      name: 'HttpError',
      status: 500,
      code: 'SERVER_ERROR',
      shortMessage: 'Server Error',
      body: { message: 'down' },
    })
    expect(String(Reflect.get(Object(error), 'url'))).toContain(`${registry.url}/getAnalyticsConfig?`)
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(3)
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])('retries status %i', async (status) => {
    registry.faults.next({ path: '/getAnalyticsConfig', status })
    await client({ retry: { baseDelayMs: 5 } }).get({ path: '/getAnalyticsConfig' })
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(2)
  })

  test.each([400, 401, 404, 409, 422, 501])('does not retry status %i', async (status) => {
    registry.faults.next({ path: '/getAnalyticsConfig', status })
    await expect(
      client({ retry: { baseDelayMs: 5 } }).get({ path: '/getAnalyticsConfig' }),
    ).rejects.toMatchObject({
      name: 'HttpError',
      status,
    })
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
  })

  test('waits the Retry-After seconds of a 429', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 429, retryAfter: 1 })
    await client().get({ path: '/getAnalyticsConfig' })
    expect(gaps('/getAnalyticsConfig')[0]).toBeGreaterThanOrEqual(990)
  })

  test('waits until a Retry-After HTTP date', async () => {
    // HTTP dates have whole seconds: three seconds ahead is at least two seconds from now, of
    // which the first request's round trip (slow on a busy machine) takes a part.
    const date = new Date(Date.now() + 3_000).toUTCString()
    registry.faults.next({ path: '/getAnalyticsConfig', status: 503, retryAfter: date })
    await client().get({ path: '/getAnalyticsConfig' })
    expect(gaps('/getAnalyticsConfig')[0]).toBeGreaterThanOrEqual(1_500)
  })

  test('does not wait for a Retry-After beyond maxDelayMs', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 429, retryAfter: 60 })
    const started = Date.now()
    await expect(client().get({ path: '/getAnalyticsConfig' })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterMs: 60_000,
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  test('rejects a malformed body with HttpResponseBodyError, without retrying', async () => {
    registry.faults.next({ path: '/getWallets', malformed: true })
    await expect(
      client().get({ path: '/getWallets', params: { page: 1, entries: 4 } }),
    ).rejects.toMatchObject({
      name: 'HttpResponseBodyError',
      status: 200,
      body: '{"data": [{"id": ',
    })
    expect(registry.requestsTo('/getWallets')).toHaveLength(1)
  })

  test('retries a dropped connection and reports a network error after 3 tries', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', drop: true })
    await expect(
      client({ retry: { baseDelayMs: 5 } }).get({ path: '/getAnalyticsConfig' }),
    ).resolves.toBeTruthy()
    registry.faults.next({ path: '/getAnalyticsConfig', drop: true, times: 3 })
    await expect(
      client({ retry: { baseDelayMs: 5 } }).get({ path: '/getAnalyticsConfig' }),
    ).rejects.toMatchObject({
      name: 'HttpNetworkError',
    })
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(5)
  })

  test('times out a slow answer', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', delayMs: 400 })
    await expect(client({ timeoutMs: 100 }).get({ path: '/getAnalyticsConfig' })).rejects.toMatchObject({
      name: 'HttpTimeoutError',
      timeoutMs: 100,
      shortMessage: 'Request was aborted',
    })
  })

  test("honours the caller's signal, also while waiting to retry", async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 503, retryAfter: 5 })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('page closed')), 100)
    const started = Date.now()
    const error = await client()
      .get({ path: '/getAnalyticsConfig', signal: controller.signal })
      .catch((error: unknown) => error)
    expect(error).toMatchObject({ name: 'HttpAbortedError', cause: new Error('page closed') })
    // Well before the 5 s Retry-After would have ended.
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
  })

  test('retry: false makes a single try', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 503 })
    await expect(client().get({ path: '/getAnalyticsConfig', retry: false })).rejects.toMatchObject({
      status: 503,
    })
    expect(registry.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
  })

  test('posts JSON', async () => {
    const body = await client().post({
      path: '/v1/fungible/price',
      body: { projectId: 'rig-project', currency: 'usd', addresses: [] },
    })
    expect(body).toEqual({ fungibles: [] })
    expect(registry.requestsTo('/v1/fungible/price')[0]?.body).toEqual({
      projectId: 'rig-project',
      currency: 'usd',
      addresses: [],
    })
  })

  test('fetches a blob', async () => {
    const [wallet] = registry.wallets
    const blob = await client().getBlob({ path: `/getWalletImage/${wallet?.image_id}` })
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toMatch(/^<svg /)
  })
})
