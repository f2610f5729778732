import { createLatchKit, createMemoryStorage, type LatchKit } from '@latchkit/core'
import { type Registry, startRegistry } from '@latchkit/testing'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../server/createWalletServer.js'
import { projectId, rigConfig, siteOrigin } from '../server/test-utils/walletServerRig.js'
import { createSiteOriginCheck } from './checkSiteOrigin.js'

// Spec section 5: before an email login, the page's origin is checked against the project's
// allowed origins, with the 'Origin Not Allowed' alert; section 8: 429 'Rate Limited', 500-599
// 'Server Error', anything else an empty list.

let mail: MailCatcher
let server: WalletServer
let registry: Registry

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(
    rigConfig(mail, {
      projects: [{ id: projectId, allowedOrigins: [siteOrigin, 'https://*.shop.example.test'] }],
    }),
  )
  registry = await startRegistry()
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
  await registry?.stop()
})

function createKit(): LatchKit {
  const evm = createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum], wallets: [] })
  return createLatchKit({
    adapters: [evm],
    networks: [testNetworks.ethereum],
    projectId,
    storage: createMemoryStorage(),
  })
}
const alertOf = (kit: LatchKit) => kit.getState().notices.alert?.code

describe('against the wallet service', () => {
  test('an allowed origin, exact or by wildcard, goes on with no alert, and is not asked again', async () => {
    for (const origin of [siteOrigin, 'https://checkout.shop.example.test']) {
      const kit = createKit()
      let asked = 0
      const check = createSiteOriginCheck({
        serviceUrl: server.url,
        projectId,
        pageOrigin: () => {
          asked += 1
          return origin
        },
      })
      await check(kit)
      await check(kit)
      expect(asked).toBe(1)
      expect(alertOf(kit)).toBeUndefined()
      kit.destroy()
    }
  })

  test("another origin gets 'Origin Not Allowed' and the login stops; the next try asks again", async () => {
    const kit = createKit()
    const check = createSiteOriginCheck({
      serviceUrl: server.url,
      projectId,
      pageOrigin: () => 'https://evil.example.test',
    })
    await expect(check(kit)).rejects.toMatchObject({
      name: 'OriginNotAllowedError',
      shortMessage: 'Origin Not Allowed',
    })
    expect(alertOf(kit)).toBe('ORIGIN_NOT_ALLOWED')
    kit.closeAlert()
    await expect(check(kit)).rejects.toMatchObject({ name: 'OriginNotAllowedError' })
    expect(alertOf(kit)).toBe('ORIGIN_NOT_ALLOWED')
    kit.destroy()
  })

  test('an unknown project is an empty list: the login goes on, and the frame decides', async () => {
    const kit = createKit()
    const check = createSiteOriginCheck({
      serviceUrl: server.url,
      projectId: 'no-such-project',
      pageOrigin: () => siteOrigin,
    })
    await check(kit)
    expect(alertOf(kit)).toBeUndefined()
    kit.destroy()
  })
})

describe('a service that fails', () => {
  const check = () =>
    createSiteOriginCheck({ serviceUrl: registry.url, projectId: 'rig', pageOrigin: () => siteOrigin })

  test("429 shows 'Rate Limited' and 503 'Server Error'; both can be retried", async () => {
    const kit = createKit()
    const checkOrigin = check()
    registry.faults.next({ path: '/projects/v1/origins', status: 429, times: 10 })
    await expect(checkOrigin(kit)).rejects.toMatchObject({
      name: 'AllowedOriginsError',
      code: 'RATE_LIMITED',
    })
    expect(alertOf(kit)).toBe('RATE_LIMITED')
    registry.faults.clear()
    registry.faults.next({ path: '/projects/v1/origins', status: 503, times: 10 })
    await expect(checkOrigin(kit)).rejects.toMatchObject({
      name: 'AllowedOriginsError',
      code: 'SERVER_ERROR',
    })
    expect(alertOf(kit)).toBe('SERVER_ERROR')
    registry.faults.clear()
    kit.closeAlert()
    // The rig's registry allows https://*.latchkit.test, not the shop: once it answers, the list decides.
    await expect(checkOrigin(kit)).rejects.toMatchObject({ name: 'OriginNotAllowedError' })
    expect(alertOf(kit)).toBe('ORIGIN_NOT_ALLOWED')
    kit.destroy()
  })

  test('any other failure (a 404, a body that is not the list) is an empty list', async () => {
    const kit = createKit()
    registry.faults.next({ path: '/projects/v1/origins', status: 404 })
    await check()(kit)
    registry.faults.next({ path: '/projects/v1/origins', malformed: true })
    await check()(kit)
    expect(alertOf(kit)).toBeUndefined()
    kit.destroy()
  })
})
