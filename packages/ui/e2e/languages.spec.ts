import type { View } from '@latchkit/core'
import { expect, type Page, test } from '@playwright/test'
import { localeLoaders } from '../src/i18n/locales.js'
import { en } from '../src/i18n/strings.en.js'
import { enableEveryView, visitEveryView } from './everyView.js'
import { expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'

/** The modal's heading text in `locale`'s catalogue. */
async function textOf(locale: string, id: keyof typeof en): Promise<string> {
  const load = localeLoaders[locale]
  return load ? (await load()).catalogue[id] : en[id]
}

/**
 * Texts of the open modal cut off by its 360 px card: an element whose content is wider than its
 * box where the overflow is hidden (ellipses on names and addresses are on purpose and allowed),
 * or a text box reaching past the card's edge.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('latch-modal')?.shadowRoot
    const card = root?.querySelector('.card')?.getBoundingClientRect()
    if (!root || !card) return ['no open card']
    const clipped: string[] = []
    for (const element of root.querySelectorAll<HTMLElement>('.card *')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
      if (!text || element.getClientRects().length === 0) continue
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const hidden = style.overflowX === 'hidden' || style.overflowX === 'clip'
      if (hidden && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
        clipped.push(`${text} (cut inside its box)`)
      if (box.right > card.right + 1 || box.left < card.left - 1) clipped.push(`${text} (past the card)`)
    }
    return clipped
  })
}

test("the site's locale shows the modal in it, setLocale changes it, and no locale leaves the page's", async ({
  page,
}) => {
  await page.goto(fixtureUrl('kit.html?locale=de'))
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const german = await textOf('de', 'connectWallet')
  await expect(page.getByRole('dialog', { name: german })).toBeVisible()
  await expect(page.locator('latch-modal')).toHaveAttribute('lang', 'de')
  // The page's buttons were English before the first click (no language is downloaded before
  // it); once the modal speaks German, so do they.
  const pageButton = page.locator('latch-button').first().getByRole('button')
  await expect(pageButton).toHaveText(german)

  await page.evaluate(() => window.latchKit.setLocale('ja'))
  await expect(page.getByRole('dialog', { name: await textOf('ja', 'connectWallet') })).toBeVisible()
  await expect(page.locator('latch-modal')).toHaveAttribute('lang', 'ja')
  await expect(pageButton).toHaveText(await textOf('ja', 'connectWallet'))

  // No locale of the site's: the page's own language (the fixture is lang="en").
  await page.evaluate(() => window.latchKit.setLocale(undefined))
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(pageButton).toHaveText('Connect Wallet')
  await expect(page.locator('latch-modal')).toHaveAttribute('lang', 'en')
  await expect(page.locator('latch-modal')).not.toHaveAttribute('dir', 'rtl')
})

test("a site's own wording replaces the catalogue's, in any language, on the page's buttons too", async ({
  page,
}) => {
  await page.goto(fixtureUrl('kit.html?strings=on&locale=fr'))
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Sign in with a wallet' })).toBeVisible()
  await expect(page.locator('latch-button').first().getByRole('button')).toHaveText('Sign in with a wallet')
  await expect(page.locator('latch-modal')).toHaveAttribute('lang', 'fr')
})

test('in Arabic every view mirrors and keeps its text in the card, with a screenshot of each in both themes', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  await enableEveryView(page)
  await page.goto(fixtureUrl('kit.html?registry&networks=2&locale=ar'))
  const visited = await visitEveryView(page, { connectorId: 'io.metamask' }, async (view: View) => {
    await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
    expect(await clippedTexts(page), `${view} in Arabic`).toEqual([])
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((mode) => window.latchKit.setThemeMode(mode), theme)
      await expect(page.locator('latch-modal')).toHaveAttribute('theme', theme)
      const path = testInfo.outputPath(`rtl-${view}-${theme}.png`)
      await page.screenshot({ path, animations: 'disabled' })
      await testInfo.attach(`rtl-${view}-${theme}`, { path, contentType: 'image/png' })
    }
  })
  expect(visited.length).toBeGreaterThan(5)
  // The Back arrow points the other way; an amount and its symbol still read left to right.
  await page.evaluate(() => window.latchKit.navigate('Networks'))
  const backTransform = await page.evaluate(() => {
    const icon = document.querySelector('latch-modal')?.shadowRoot?.querySelector('.points-inline')
    return icon ? getComputedStyle(icon).transform : 'none'
  })
  expect(backTransform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
  await page.evaluate(() => window.latchKit.navigate('Account'))
  await expect(page.getByTestId('account-balance')).toHaveAttribute('dir', 'ltr')
})

// axe's contrast check takes joined Arabic script for an icon font's ligature and skips it, so the
// right-to-left audit runs in Hebrew, whose letters do not join.
test('in Hebrew every view is axe-clean in both themes', async ({ page }) => {
  test.setTimeout(300_000)
  await enableEveryView(page)
  await page.goto(fixtureUrl('kit.html?registry&networks=2&locale=he'))
  await visitEveryView(page, { connectorId: 'io.metamask' }, async (view: View) => {
    await expect(page.locator('latch-modal'), view).toHaveAttribute('dir', 'rtl')
    await expectAxeCleanInBothThemes(page)
  })
})

test('in Japanese every view keeps its text in the card and is axe-clean in both themes', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await enableEveryView(page)
  await page.goto(fixtureUrl('kit.html?registry&networks=2&locale=ja'))
  await visitEveryView(page, { connectorId: 'io.metamask' }, async (view: View) => {
    await expect(page.locator('latch-modal')).not.toHaveAttribute('dir', 'rtl')
    expect(await clippedTexts(page), `${view} in Japanese`).toEqual([])
    await expectAxeCleanInBothThemes(page)
  })
})

test('the longest translation keeps every text of every view inside the card', async ({ page }) => {
  test.setTimeout(180_000)
  let longest = 'en'
  let longestLength = 0
  for (const [tag, load] of Object.entries(localeLoaders)) {
    const length = Object.values((await load()).catalogue).join('').length
    if (length > longestLength) [longest, longestLength] = [tag, length]
  }
  await enableEveryView(page)
  await page.goto(fixtureUrl(`kit.html?registry&networks=2&locale=${longest}`))
  await visitEveryView(page, { connectorId: 'io.metamask' }, async (view: View) => {
    expect(await clippedTexts(page), `${view} in ${longest}`).toEqual([])
  })
})
