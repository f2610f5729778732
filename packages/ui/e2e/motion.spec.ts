import { expect, test } from '@playwright/test'
import { fixtureUrl } from './helpers.js'

const cardState = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const card = document.querySelector('latch-modal')?.shadowRoot?.querySelector<HTMLElement>('.card')
    return card
      ? {
          state: card.dataset.state,
          animation: getComputedStyle(card).animationName,
          visible: card.checkVisibility({ visibilityProperty: true }),
        }
      : null
  })

test.use({ contextOptions: { reducedMotion: 'no-preference' } })

test('the card animates in and out in 150-200 ms by default', async ({ page }) => {
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const timing = await dialog.evaluate((card) => {
    const style = getComputedStyle(card)
    return { name: style.animationName, duration: style.animationDuration }
  })
  expect(timing).toEqual({ name: 'latch-card-in', duration: '0.18s' })
  // The closing state lasts the 180 ms animation: record it as it starts rather than racing it.
  await page.evaluate(() => {
    const card = document.querySelector('latch-modal')?.shadowRoot?.querySelector<HTMLElement>('.card')
    const seen: { state: string | undefined; animation: string }[] = []
    ;(window as unknown as { cardStates: typeof seen }).cardStates = seen
    if (card)
      new MutationObserver(() =>
        seen.push({ state: card.dataset.state, animation: getComputedStyle(card).animationName }),
      ).observe(card, { attributes: true, attributeFilter: ['data-state'] })
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  const states = await page.evaluate(() => (window as unknown as { cardStates: unknown[] }).cardStates)
  expect(states).toContainEqual({ state: 'closing', animation: 'latch-card-out' })
})

test('the opening animation moves the card without fading it: the wallet list is visible from its first frame', async ({
  page,
}) => {
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const opening = await dialog.evaluate((card) => {
    const overlay = card.parentElement as HTMLElement
    // The dimmed backdrop is the overlay's ::before layer; the card sits above it.
    const backdrop = getComputedStyle(overlay, '::before').animationName
    const names = [backdrop, getComputedStyle(card).animationName]
    const keyframes = (card.getRootNode() as ShadowRoot).adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule && names.includes(rule.name),
      )
    const cardKeyframes = keyframes.filter((rule) => rule.name === names[1])
    return {
      names,
      keyframes: keyframes.map((rule) => rule.name).sort(),
      cardFadedBy: cardKeyframes.filter((rule) => /opacity/.test(rule.cssText)).map((rule) => rule.name),
      overlayAnimation: getComputedStyle(overlay).animationName,
      rowVisible: card
        .querySelector('.row-name')
        ?.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    }
  })
  // The backdrop fades in; the card only moves, and neither it nor its parent fades.
  expect(opening).toEqual({
    names: ['latch-backdrop-in', 'latch-card-in'],
    keyframes: ['latch-backdrop-in', 'latch-card-in'],
    cardFadedBy: [],
    overlayAnimation: 'none',
    rowVisible: true,
  })
})

test('prefers-reduced-motion: no animation, and closing is immediate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await cardState(page)).toEqual({ state: 'open', animation: 'none', visible: true })
  const bodyTransition = await page.evaluate(() => {
    const body = document.querySelector('latch-modal')?.shadowRoot?.querySelector('.body')
    return body ? getComputedStyle(body).transitionProperty + getComputedStyle(body).transitionDuration : ''
  })
  expect(bodyTransition).toBe('none0s')
  await page.keyboard.press('Escape')
  // Gone at once: unmounted, or kept hidden for the next open (after a prefetch, as here on hover).
  expect((await cardState(page))?.visible ?? false).toBe(false)
})
