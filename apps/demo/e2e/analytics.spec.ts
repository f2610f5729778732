import type { Rig } from '@latchkit/testing'
import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'

/** The events the rig's registry accepted (POST /e), oldest first. */
const receivedEvents = (rig: Rig) =>
  rig.registry.analyticsEvents.map((event) => event.props as { event: string; properties: unknown })

/** Whether any request reached the registry's analytics routes. */
const analyticsRequests = (rig: Rig) =>
  rig.registry.requests.filter((request) => request.path === '/e' || request.path === '/getAnalyticsConfig')

/** What the registry answers a project (GET), to put back after a test changed it. */
async function readProjectSettings(rig: Rig) {
  const get = async (path: string) => {
    const url = new URL(path, rig.registry.url)
    for (const [name, value] of Object.entries({ projectId: 'latchkit-demo', st: 'latchkit', sv: 'e2e' }))
      url.searchParams.set(name, value)
    return (await (await fetch(url)).json()) as Record<string, unknown>
  }
  const [{ allowedOrigins }, { isAnalyticsEnabled }] = await Promise.all([
    get('/projects/v1/origins'),
    get('/getAnalyticsConfig'),
  ])
  return { allowedOrigins: allowedOrigins as string[], isAnalyticsEnabled: isAnalyticsEnabled as boolean }
}

let original: Awaited<ReturnType<typeof readProjectSettings>> | undefined
test.beforeEach(async ({ demo }) => {
  original ??= await readProjectSettings(demo.rig)
})
test.afterEach(({ demo }) => {
  if (original) demo.rig.registry.configure(original)
})

test('with analytics on for the project, the first open sends INITIALIZE and then what the visitor does, with no address', async ({
  page,
  demo,
  demoWallet,
}) => {
  const errors = watchErrors(page)
  demo.rig.registry.configure({ isAnalyticsEnabled: true, allowedOrigins: ['http://127.0.0.1:*'] })
  demo.rig.registry.clearRequests()
  const before = demo.rig.registry.analyticsEvents.length
  await page.goto('/?analytics=on')
  await page.waitForLoadState('networkidle')
  // Privacy: nothing before the visitor acts, analytics included.
  expect(analyticsRequests(demo.rig)).toEqual([])

  await connectFromButton(page, undefined, /LatchKit Test Wallet/)
  await answerSignIn(page, 'Cancel')
  await expect
    .poll(() =>
      receivedEvents(demo.rig)
        .slice(before)
        .map((event) => event.event),
    )
    // The connect closes the modal; the demo's sign-in prompt opens it again, and Cancel closes it.
    .toEqual(['INITIALIZE', 'MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE'])
  const [initialize, open, connected] = receivedEvents(demo.rig).slice(before)
  expect(initialize?.properties).toEqual({
    namespaces: ['eip155', 'solana', 'bip122', 'polkadot'],
    networks: expect.any(Number),
  })
  expect(open?.properties).toEqual({ view: 'Connect', connected: false })
  expect(connected?.properties).toEqual({ namespace: 'eip155', walletName: 'LatchKit Test Wallet' })
  const sent = demo.rig.registry.analyticsEvents.slice(before)
  expect(JSON.stringify(sent).toLowerCase()).not.toContain(demoWallet.address.toLowerCase())
  expect(sent.every((event) => event.projectId === 'latchkit-demo' && event.st === 'latchkit')).toBe(true)
  expect(sent[0]?.domain).toBe('127.0.0.1')
  expect(errors).toEqual([])
})

test('with analytics off for the project, only INITIALIZE is sent', async ({ page, demo }) => {
  demo.rig.registry.configure({ isAnalyticsEnabled: false, allowedOrigins: ['http://127.0.0.1:*'] })
  demo.rig.registry.clearRequests()
  const before = demo.rig.registry.analyticsEvents.length
  await page.goto('/?analytics=on')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect
    .poll(() =>
      receivedEvents(demo.rig)
        .slice(before)
        .map((event) => event.event),
    )
    .toEqual(['INITIALIZE'])
  // The project's answer is asked once per page.
  expect(demo.rig.registry.requests.filter((request) => request.path === '/getAnalyticsConfig')).toHaveLength(
    1,
  )
})

test("an origin the project does not allow gets 'Invalid App Configuration' once, and nothing more is sent", async ({
  page,
  demo,
}) => {
  demo.rig.registry.configure({ isAnalyticsEnabled: true, allowedOrigins: ['https://shop.latchkit.test'] })
  demo.rig.registry.clearRequests()
  await page.goto('/?analytics=on')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  const alert = dialog.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(dialog).toBeVisible()
  await page.waitForTimeout(500)
  await expect(alert).toBeHidden()
  // INITIALIZE was refused; nothing was posted after it.
  expect(demo.rig.registry.requests.filter((request) => request.path === '/e')).toHaveLength(1)
})
