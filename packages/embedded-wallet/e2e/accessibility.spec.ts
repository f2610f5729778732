import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import { expectAxeClean } from './axe.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

declare global {
  interface Window {
    violations: string[]
  }
}

test('under a strict CSP (frame-src and connect-src for the wallet service only), a visitor signs up and approves a signature by keyboard alone; every view is axe-clean in both themes', async ({
  page,
  evmRig,
  walletSite,
}) => {
  // Four views, two themes, the page, the modal and the frame: several full axe audits.
  test.setTimeout(240_000)
  await page.addInitScript(() => {
    window.violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await openSite(page, { walletSite, evmRig, path: '/strict' })
  const email = `hedy+${Date.now()}@example.com`

  // The Connect view's email field, reached and used by keyboard.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const emailField = dialog.getByRole('textbox', { name: 'Email' })
  await expect(emailField).toBeVisible()
  await expectAxeClean(page, 'the Connect view with its email field')
  await emailField.focus()
  await page.keyboard.type(email)
  const since = Date.now()
  await page.keyboard.press('Enter')

  // The code view: the field has focus; typing the six digits sends them.
  const codeField = dialog.getByRole('textbox', { name: 'One-time code' })
  await expect(codeField).toBeFocused()
  await expectAxeClean(page, 'the one-time code view')
  const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })

  // The frame's recovery step: focus is in the frame, on its first field.
  await codeField.focus()
  await page.keyboard.type(readOneTimeCode(mail))
  const frame = walletFrame(page)
  const password = frame.getByLabel('Recovery password', { exact: true })
  await expect(password).toBeFocused()
  await expectAxeClean(page, "the frame's recovery password view")
  await password.focus()
  await page.keyboard.type('keyboard only password')
  await page.keyboard.press('Tab')
  await page.keyboard.type('keyboard only password')
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')

  // An approval by keyboard: Tab from Decline to Approve, Enter once it is enabled.
  const signature = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider.request({
      method: 'personal_sign',
      params: [
        '0x6b6579626f617264',
        (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address,
      ],
    }),
  )
  const decline = frame.getByRole('button', { name: 'Decline' })
  await expect(decline).toBeFocused()
  await expectAxeClean(page, "the frame's approval view")
  const approve = frame.getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await decline.focus()
  await page.keyboard.press('Tab')
  await expect(approve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)

  // Nothing broke the site's strict CSP.
  expect(await page.evaluate(() => window.violations)).toEqual([])
})
