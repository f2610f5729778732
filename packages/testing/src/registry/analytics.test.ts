import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type CreateAnalyticsParameters,
  createAnalytics,
} from '../../../core/src/analytics/createAnalytics.js'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { type Registry, startRegistry } from './startRegistry.js'

let registry: Registry
const reports: { level: string; message: string; detail: unknown }[] = []
const logger: Logger = {
  warn: (message, detail) => reports.push({ level: 'warn', message, detail }),
  error: (message, detail) => reports.push({ level: 'error', message, detail }),
}

beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
  reports.length = 0
})

const shop = { url: 'https://shop.latchkit.test/checkout?step=2', domain: 'shop.latchkit.test' }
const analytics = (options: Partial<CreateAnalyticsParameters> = {}) =>
  createAnalytics({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    enabled: true,
    getPageLocation: () => shop,
    now: () => 1_700_000_000_000,
    logger,
    ...options,
  })
const sent = () => registry.requestsTo('/e')

describe('createAnalytics', () => {
  test('while analytics is off, sends only INITIALIZE (spec section 7)', async () => {
    const off = analytics({ enabled: false })
    await off.markInteracted()
    await off.track({ event: 'INITIALIZE' })
    await off.track({ event: 'MODAL_OPEN' })
    expect(sent().map((request) => Reflect.get(Object(request.body).props, 'event'))).toEqual(['INITIALIZE'])
  })

  test('holds events until the first interaction, then sends them in order', async () => {
    const client = analytics()
    await client.track({ event: 'INITIALIZE', properties: { networks: 2 }, timestamp: 1_600_000_000_000 })
    expect(sent()).toEqual([])
    await client.markInteracted()
    await client.track({ event: 'MODAL_OPEN', properties: { connected: false } })
    expect(sent().map((request) => request.body)).toEqual([
      {
        eventId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        url: shop.url,
        domain: shop.domain,
        timestamp: 1_600_000_000_000,
        props: { event: 'INITIALIZE', properties: { networks: 2 } },
      },
      expect.objectContaining({ props: { event: 'MODAL_OPEN', properties: { connected: false } } }),
    ])
    expect(Object.fromEntries(sent()[0]?.query ?? [])).toEqual({
      projectId: 'rig-project',
      st: 'latchkit',
      sv: 'react-evm-0.1.0',
    })
    // Each event has its own id.
    expect(new Set(sent().map((request) => Reflect.get(Object(request.body), 'eventId'))).size).toBe(2)
  })

  test("a visitor's event counts as the first interaction", async () => {
    const client = analytics()
    await client.track({ event: 'INITIALIZE' })
    await client.track({ event: 'SELECT_WALLET', properties: { name: 'MetaMask' } })
    expect(sent().map((request) => Reflect.get(Object(request.body).props, 'event'))).toEqual([
      'INITIALIZE',
      'SELECT_WALLET',
    ])
  })

  test('skips MODAL_CREATED, and everything outside a browser', async () => {
    const client = analytics()
    await client.markInteracted()
    await client.track({ event: 'MODAL_CREATED' })
    const server = analytics({ getPageLocation: undefined })
    await server.markInteracted()
    await server.track({ event: 'MODAL_OPEN' })
    expect(sent()).toEqual([])
  })

  test("reports 'Invalid App Configuration' once on 403, and stops sending", async () => {
    const client = analytics({
      getPageLocation: () => ({ url: 'https://evil.example/', domain: 'evil.example' }),
    })
    await client.markInteracted()
    await client.track({ event: 'MODAL_OPEN' })
    await client.track({ event: 'MODAL_CLOSE' })
    expect(sent()).toHaveLength(1)
    expect(reports).toEqual([
      {
        level: 'error',
        message: 'Invalid App Configuration',
        detail: expect.objectContaining({
          name: 'InvalidAppConfigurationError',
          code: 'INVALID_APP_CONFIGURATION',
        }),
      },
    ])
  })

  test('a failed send is logged, and later events still go', async () => {
    const client = analytics()
    await client.markInteracted()
    registry.faults.next({ path: '/e', status: 503 })
    await client.track({ event: 'MODAL_OPEN' })
    await client.track({ event: 'MODAL_CLOSE' })
    expect(sent()).toHaveLength(2)
    expect(registry.analyticsEvents.at(-1)?.props).toEqual({ event: 'MODAL_CLOSE', properties: {} })
    expect(reports.map((report) => report.message)).toEqual(['An analytics event could not be sent'])
  })
})
