import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { createWalletRegistry } from '../../../core/src/registry/createWalletRegistry.js'
import { type Registry, startRegistry } from './startRegistry.js'

let registry: Registry
const warnings: string[] = []
const logger: Logger = {
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
}

beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
  warnings.length = 0
})

const client = () =>
  createWalletRegistry({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    logger,
  })

describe('createWalletRegistry', () => {
  test('every GET carries st, sv and projectId', async () => {
    const wallets = client()
    await wallets.getWallets({ page: 1, entries: 4 })
    await wallets.getRemoteFeatures()
    await wallets.getAllowedOrigins()
    await wallets.getAnalyticsConfig()
    expect(registry.requests).toHaveLength(4)
    for (const request of registry.requests)
      expect([
        request.path,
        request.query.get('st'),
        request.query.get('sv'),
        request.query.get('projectId'),
      ]).toEqual([request.path, 'latchkit', 'react-evm-0.1.0', 'rig-project'])
  })

  test('pages through all wallets', async () => {
    const first = await client().getWallets({ page: 1, entries: 40 })
    const second = await client().getWallets({ page: 2, entries: 40 })
    const last = await client().getWallets({ page: 18, entries: 40 })
    expect(first.count).toBe(700)
    expect(first.data.map((wallet) => wallet.id)).toEqual(
      registry.wallets.slice(0, 40).map((wallet) => wallet.id),
    )
    expect(second.data.map((wallet) => wallet.id)).toEqual(
      registry.wallets.slice(40, 80).map((wallet) => wallet.id),
    )
    expect(last.data).toHaveLength(20)
    expect(first.data[0]).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      image_id: expect.any(String),
    })
  })

  test('searches, includes, excludes and filters by chain and badge', async () => {
    const search = await client().getWallets({ page: 1, entries: 100, search: 'amber' })
    expect(search.count).toBeGreaterThan(0)
    expect(search.data.every((wallet) => wallet.name.toLowerCase().includes('amber'))).toBe(true)

    const [a, b, c] = registry.wallets
    const included = await client().getWallets({ page: 1, entries: 40, include: [a?.id ?? '', c?.id ?? ''] })
    expect(included.data.map((wallet) => wallet.name)).toEqual([a?.name, c?.name])
    const excluded = await client().getWallets({ page: 1, entries: 2, exclude: [a?.id ?? '', b?.id ?? ''] })
    expect(excluded.count).toBe(698)
    expect(excluded.data[0]?.id).toBe(c?.id)

    const solana = await client().getWallets({
      page: 1,
      entries: 100,
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(solana.data.map((wallet) => wallet.name)).toEqual(expect.arrayContaining(['Phantom', 'Solflare']))
    expect(solana.data.map((wallet) => wallet.name)).not.toContain('MetaMask')

    const certified = await client().getWallets({ page: 1, entries: 100, badge: 'certified' })
    expect(certified.count).toBeLessThan(700)
    expect(registry.requestsTo('/getWallets').at(-1)?.query.get('badge_type')).toBe('certified')
  })

  test('reads the remote features the project has, and null with a warning when it cannot', async () => {
    expect(await client().getRemoteFeatures()).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
      swaps: ['rig-swap'],
      onramp: ['rig-onramp'],
      activity: true,
      branding: true,
      multiWallet: false,
    })
    registry.configure({ remoteFeatures: { email: false, socials: false, multiWallet: true } })
    expect(await client().getRemoteFeatures()).toEqual({ email: false, socials: false, multiWallet: true })

    registry.configure({ remoteFeatures: null })
    expect(await client().getRemoteFeatures()).toBeNull()
    expect(warnings).toEqual(['The remote configuration could not be fetched; using the local settings'])
    registry.configure({ remoteFeatures: { email: true } })
    registry.faults.next({ path: '/appkit/v1/config', malformed: true })
    expect(await client().getRemoteFeatures()).toBeNull()
  })

  test('allowed origins: 429 is RATE_LIMITED, 5xx SERVER_ERROR, anything else an empty list', async () => {
    expect(await client().getAllowedOrigins()).toEqual([
      'http://localhost',
      'http://127.0.0.1',
      'https://*.latchkit.test',
    ])

    registry.faults.next({ path: '/projects/v1/origins', status: 429, times: 3 })
    await expect(client().getAllowedOrigins()).rejects.toMatchObject({
      name: 'AllowedOriginsError',
      code: 'RATE_LIMITED',
      shortMessage: 'Rate Limited',
    })
    expect(registry.requestsTo('/projects/v1/origins')).toHaveLength(4)

    registry.faults.next({ path: '/projects/v1/origins', status: 502, times: 3 })
    await expect(client().getAllowedOrigins()).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      shortMessage: 'Server Error',
    })

    registry.faults.next({ path: '/projects/v1/origins', status: 404 })
    expect(await client().getAllowedOrigins()).toEqual([])
    registry.faults.next({ path: '/projects/v1/origins', malformed: true })
    expect(await client().getAllowedOrigins()).toEqual([])
  })

  test('a 429 that clears on retry still yields the list', async () => {
    registry.faults.next({ path: '/projects/v1/origins', status: 429, retryAfter: 0 })
    expect(await client().getAllowedOrigins()).toHaveLength(3)
  })

  test('analytics configuration, off when it cannot be read', async () => {
    expect(await client().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    registry.configure({ isAnalyticsEnabled: true })
    expect(await client().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    registry.faults.next({ path: '/getAnalyticsConfig', status: 500, times: 3 })
    expect(await client().getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    registry.configure({ isAnalyticsEnabled: false })
  })

  test('image URLs are served, with the identification query, as deterministic SVG', async () => {
    const [first, second] = registry.wallets
    const urls = [
      client().getWalletImageUrl(first?.image_id ?? ''),
      client().getWalletImageUrl(second?.image_id ?? ''),
      client().getAssetImageUrl('network-eip155-1'),
      client().getCurrencyImageUrl('USD'),
      client().getTokenImageUrl('ETH'),
    ]
    expect(urls[3]).toBe(
      `${registry.url}/public/getCurrencyImage/USD?st=latchkit&sv=react-evm-0.1.0&projectId=rig-project`,
    )
    const images = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
    for (const image of images) expect(image).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(new Set(images).size).toBe(5)
    expect(await (await fetch(urls[0] ?? '')).text()).toBe(images[0])
  })
})
