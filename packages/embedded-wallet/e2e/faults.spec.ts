import { answerInFrame, signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

const kitOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState())

test('a frame that never loads: the email login says so after 20 s (iframe_load_failed) and can be tried again', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await page.clock.install()
  // The service's frame page never answers.
  await page.route(`${walletSite.wallet.url}/frame?**`, () => {})
  await openSite(page, { walletSite, evmRig })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const error = dialog.locator('#email-error')
  await page.clock.runFor(19_000)
  await expect(error).toHaveText('')
  await page.clock.runFor(1_500)
  await expect(error).toHaveText('Network Error - Could not load embedded wallet')
  // The failed frame is gone; the next try loads a new one.
  await expect(page.locator('iframe[title="Wallet"]')).toHaveCount(0)
  await page.unrouteAll()
  await page.clock.resume()
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByRole('textbox', { name: 'One-time code' })).toBeVisible()
})

test("a page on an origin the project does not allow: the email login stops at once with 'Origin Not Allowed', before any frame loads", async ({
  page,
  evmRig,
  walletSite,
}) => {
  // The same site at http://localhost:<port>: the service allows only http://127.0.0.1:<port>.
  const elsewhere = { ...walletSite, url: walletSite.url.replace('127.0.0.1', 'localhost') }
  await openSite(page, { walletSite: elsewhere, evmRig })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Origin Not Allowed' }).first()).toBeVisible()
  await expect(dialog.locator('#email-error')).toHaveText('Origin Not Allowed')
  await expect(page.locator('iframe[title="Wallet"]')).toHaveCount(0)
  expect((await kitOf(page)).notices.alert?.code).toBe('ORIGIN_NOT_ALLOWED')
})

test('a request the frame never answers fails after 120 s (iframe_request_timeout)', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await page.clock.install()
  // The frame loads, but the service never answers its code request.
  await page.route(`${walletSite.wallet.url}/v1/auth/email/start`, () => {})
  await openSite(page, { walletSite, evmRig })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  let asked = false
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/email/start')) asked = true
  })
  await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  // The frame loads and takes the request (its ready delay runs on the page's clock).
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return asked
    })
    .toBe(true)
  const error = dialog.locator('#email-error')
  await page.clock.runFor(118_000)
  await expect(error).toHaveText('')
  await page.clock.runFor(2_500)
  await expect(error).toHaveText('Embedded Wallet Request Timed Out')
})

test('a page on another origin cannot embed the frame: the browser refuses it and no ready message arrives', async ({
  page,
  walletSite,
}) => {
  const frameUrl = `${walletSite.wallet.url}/frame?projectId=${walletSite.wallet.projectId}&origin=${encodeURIComponent(walletSite.url)}`
  // A phishing page (another origin) embeds the frame and claims to be the allowed site.
  await page.route('http://phishing.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Phishing</title><script>window.received = []; addEventListener('message', (event) => window.received.push(event.data))</script><iframe title="Wallet" src="${frameUrl}"></iframe>`,
    }),
  )
  await page.goto('http://phishing.test/')
  // Chromium refuses to render it (frame-ancestors): the iframe shows its error page instead.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/')
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([])
})

test('a method the wallet does not allow is refused with "Action not allowed"; closing the modal declines a pending approval', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `alan+${Date.now()}@example.com`,
    recoveryPassword: 'another long password',
    step: 'create',
  })
  await expect.poll(async () => (await kitOf(page)).accounts.eip155?.status).toBe('connected')

  const refused = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider
      .request({ method: 'eth_sign', params: [] })
      .catch((error: { code?: number; shortMessage?: string }) => ({
        code: error.code,
        message: error.shortMessage,
      })),
  )
  await expect(refused).resolves.toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
  await expect(page.getByRole('alert').filter({ hasText: 'Action not allowed' })).toBeVisible()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  // An approval left open: closing the modal declines it (EIP-1193 4001), nothing is signed.
  const pending = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider
      .request({
        method: 'personal_sign',
        params: ['0x6869', (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address],
      })
      .catch((error: { code?: number }) => ({ code: error.code })),
  )
  await expect(page.getByRole('dialog', { name: 'Approve transaction' })).toBeVisible()
  await expect(walletFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(pending).resolves.toEqual({ code: 4001 })
  // The next request is shown and answered as usual.
  const next = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider.request({
      method: 'personal_sign',
      params: ['0x6869', (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address],
    }),
  )
  await answerInFrame(page, 'Approve')
  await expect(next).resolves.toMatch(/^0x[0-9a-f]{130}$/)
})
