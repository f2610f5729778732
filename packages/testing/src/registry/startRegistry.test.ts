import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Registry, startRegistry } from './startRegistry.js'
import { createWalletDataSet } from './walletDataSet.js'

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry({ projectId: 'rig-project' })
})
afterAll(() => registry.stop())

const query = 'st=latchkit&sv=test-0.0.0&projectId=rig-project'

describe('startRegistry', () => {
  test('listens on 127.0.0.1 and answers GETs that identify the SDK and project', async () => {
    expect(registry.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${registry.url}/getWallets?page=1&entries=2&${query}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      count: 700,
      data: [{ name: 'MetaMask' }, { name: 'Coinbase Wallet' }],
    })
  })

  test.each(['st', 'sv', 'projectId'])('answers 400 to a GET without %s', async (name) => {
    const partial = query
      .split('&')
      .filter((pair) => !pair.startsWith(`${name}=`))
      .join('&')
    const response = await fetch(`${registry.url}/v1/supported-chains?${partial}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: `Missing query: ${name}` })
  })

  test('answers 403 to another projectId when one is configured', async () => {
    const response = await fetch(`${registry.url}/getAnalyticsConfig?st=latchkit&sv=x&projectId=other`)
    expect(response.status).toBe(403)
  })

  test('the data set is deterministic: 700 unique wallets, the same on every run', () => {
    const wallets = createWalletDataSet()
    expect(wallets).toEqual(createWalletDataSet())
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(700)
    expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(700)
    expect(wallets.filter((wallet) => wallet.rdns !== null).length).toBeGreaterThan(300)
    expect(wallets.filter((wallet) => wallet.mobile_link !== null).length).toBeGreaterThan(400)
    expect(wallets.every((wallet) => wallet.chains.length > 0)).toBe(true)
  })

  test('a queued fault applies to the matching path only, as many times as asked', async () => {
    registry.faults.next({ path: '/getAnalyticsConfig', status: 503, retryAfter: 2, times: 2 })
    const other = await fetch(`${registry.url}/v1/supported-chains?${query}`)
    expect(other.status).toBe(200)
    const first = await fetch(`${registry.url}/getAnalyticsConfig?${query}`)
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '2'])
    expect((await fetch(`${registry.url}/getAnalyticsConfig?${query}`)).status).toBe(503)
    expect((await fetch(`${registry.url}/getAnalyticsConfig?${query}`)).status).toBe(200)
    expect(registry.faults.pending).toBe(0)
  })

  test('answers preflight requests for pages on other origins', async () => {
    const response = await fetch(`${registry.url}/e`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
