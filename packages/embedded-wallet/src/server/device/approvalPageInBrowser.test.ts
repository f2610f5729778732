import AxeBuilder from '@axe-core/playwright'
import { pageSuiteLaunchOptions } from '@latchkit/testing/chromium'
import { type MailCatcher, readApprovalLink, startMailCatcher } from '@latchkit/testing/mail'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../createWalletServer.js'
import { apiClient, projectId, rigConfig } from '../test-utils/walletServerRig.js'

// The approval link's page in a real browser (Debian's Chromium), as the address's owner opens it
// from their mail: the CSP lets its one style in, it fits a 320 px screen, it can be used with the
// keyboard, axe finds nothing in either color scheme, and its own form's POST passes the origin
// check (a browser sends `Origin: null` under `Referrer-Policy: no-referrer`, which would refuse it).

let mail: MailCatcher
let server: WalletServer
let browser: Browser

beforeAll(async () => {
  mail = await startMailCatcher()
  ;[server, browser] = await Promise.all([
    createWalletServer(rigConfig(mail, { deviceApproval: true })),
    chromium.launch(pageSuiteLaunchOptions),
  ])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
  await mail?.stop()
})

async function askApproval(email: string) {
  const since = Date.now()
  const started = await apiClient(server.url).post('/v1/auth/email/start', { projectId, email })
  expect(started.body.action).toBe('VERIFY_DEVICE')
  const link = readApprovalLink(await mail.waitForMessage({ to: email, since }))
  return { deviceApprovalId: started.body.deviceApprovalId as string, link }
}

const status = (deviceApprovalId: string) =>
  apiClient(server.url).post('/v1/auth/device/status', { deviceApprovalId })

test('on a 320 px screen the page is styled, fits, works by keyboard and passes axe; Approve approves', async () => {
  const { deviceApprovalId, link } = await askApproval('phone@example.test')
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
  try {
    const page = await context.newPage()
    const cspViolations: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspViolations.push(message.text())
    })
    await page.goto(link)
    await expect
      .poll(() => page.getByRole('heading', { name: 'Approve this sign-in?' }).isVisible())
      .toBe(true)
    const approve = page.getByRole('button', { name: 'Approve' })
    const deny = page.getByRole('button', { name: 'This was not me' })
    // The inline style applied (its hash is in the CSP): the buttons have their 44 px height.
    for (const button of [approve, deny])
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(cspViolations).toEqual([])

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      expect(
        violations.map((violation) => violation.id),
        `axe, ${colorScheme}`,
      ).toEqual([])
    }

    // The keyboard reaches Approve, and its focus shows.
    await page.keyboard.press('Tab')
    expect(await approve.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await approve.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        page
          .getByText('The browser that asked can now sign in. Go back to Example Shop to finish.')
          .isVisible(),
      )
      .toBe(true)
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'approved' })
  } finally {
    await context.close()
  }
}, 60_000)

test('This was not me refuses the browser', async () => {
  const { deviceApprovalId, link } = await askApproval('refuser@example.test')
  const page = await browser.newPage()
  try {
    await page.goto(link)
    await page.getByRole('button', { name: 'This was not me' }).click()
    await expect.poll(() => page.getByText('That browser cannot use this link.').isVisible()).toBe(true)
    expect((await status(deviceApprovalId)).body).toEqual({ state: 'denied' })
  } finally {
    await page.close()
  }
}, 60_000)
