import { expect, test } from '@playwright/test'
import { enableEveryView, visitEveryView } from './everyView.js'
import { fixtureUrl } from './helpers.js'
import { contentSecurityPolicy } from './vite.config.js'

declare global {
  interface Window {
    violations: string[]
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
})

test("under default-src 'self' the whole flow raises no CSP violation and no console error", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  const response = await page.goto(fixtureUrl())
  expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy)

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.evaluate(() => {
    const modal = document.querySelector('latch-modal')
    modal?.setThemeMode('light')
    modal?.setThemeVariables({ '--latch-accent': '#2244aa', '--latch-color-mix-strength': 10 })
  })
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(page.getByRole('img', { name: 'QR code to connect WalletConnect' })).toBeVisible()
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status')).toHaveText('Link copied')

  // Styles come only from adopted sheets; the only inline styles are --latch-* custom properties
  // set through the CSSOM.
  const inline = await page.evaluate(() => {
    const found = { styleElements: 0, otherProperties: [] as string[], adopted: 0 }
    const visit = (root: Document | ShadowRoot) => {
      found.adopted += root.adoptedStyleSheets.length
      found.styleElements += root.querySelectorAll('style').length
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        for (const property of Array.from(element.style ?? []))
          if (!property.startsWith('--latch-')) found.otherProperties.push(`${element.localName} ${property}`)
        if (element.shadowRoot) visit(element.shadowRoot)
      }
    }
    visit(document)
    return found
  })
  expect(inline.styleElements).toBe(0)
  expect(inline.otherProperties).toEqual([])
  expect(inline.adopted).toBeGreaterThanOrEqual(5)

  expect(await page.evaluate(() => window.violations)).toEqual([])
  expect(errors).toEqual([])
})

test('the policy is enforced: an inline <style> is refused and reported', async ({ page }) => {
  await page.goto(fixtureUrl())
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { background: red }'
    document.head.append(style)
  })
  await expect
    .poll(() => page.evaluate(() => window.violations))
    .toEqual([expect.stringMatching(/^style-src-elem inline/)])
})

test("every view of the modal raises no CSP violation under default-src 'self'", async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await enableEveryView(page)
  await page.goto(fixtureUrl('kit.html?registry&networks=2'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const visited = await visitEveryView(page, { connectorId: 'io.metamask' }, async (view) => {
    expect(await page.evaluate(() => window.violations), `violations on ${view}`).toEqual([])
  })
  // Every view a visitor of this page can reach was shown (the feature views need their feature).
  expect(visited.length).toBeGreaterThanOrEqual(9)
  expect(errors).toEqual([])
})
