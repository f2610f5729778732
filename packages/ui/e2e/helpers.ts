import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import type { ThemeMode } from '../src/theme/palettes.js'

/** The fixture page's address; `query` picks a variant (`?theme=light`, `?prefetch=idle`, ...). */
export function fixtureUrl(query = ''): string {
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  return `${base}/${query}`
}

/** Describes the focused element, looking through shadow roots: its host chain and own text. */
export function deepFocus(page: Page): Promise<{ hosts: string[]; tag: string; name: string } | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    const hosts: string[] = []
    while (active?.shadowRoot) {
      hosts.push(active.localName)
      if (!active.shadowRoot.activeElement) break
      active = active.shadowRoot.activeElement
    }
    if (!active || active === document.body) return null
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''
    return { hosts, tag: active.localName, name }
  })
}

/** Computed colours come as `rgb(...)` or, from color-mix(), `color(srgb r g b)`; this gives `#rrggbb`. */
export function toHex(color: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(color)
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color)
  const channels = srgb
    ? srgb.slice(1).map((value) => Math.round(Number(value) * 255))
    : rgb
      ? rgb.slice(1).map(Number)
      : undefined
  if (!channels) throw new Error(`Unexpected colour: ${color}`)
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Asserts that a loading skeleton holds still (opacity 1) for its first second and only then
 * pulses (dims below 0.8). Its pulse animation is paused and sought through its first 2.2 s in
 * 50 ms steps, reading the opacity a visitor would see at each moment: a slow machine that paints
 * few frames cannot hide the first second, as sampling frames did.
 */
export async function expectStillThenPulsing(skeleton: Locator): Promise<void> {
  const frames = await skeleton.evaluate((element) => {
    const pulse = element.getAnimations()[0]
    if (!pulse) return []
    const playing = pulse.playState === 'running'
    pulse.pause()
    const seen: { at: number; opacity: number }[] = []
    for (let at = 0; at <= 2200; at += 50) {
      pulse.currentTime = at
      seen.push({ at, opacity: Number(getComputedStyle(element).opacity) })
    }
    if (playing) pulse.play()
    return seen
  })
  expect(frames, 'the skeleton has a pulse animation').not.toEqual([])
  const firstSecond = frames.filter((frame) => frame.at < 1000)
  expect(firstSecond.every((frame) => frame.opacity === 1)).toBe(true)
  const later = frames.filter((frame) => frame.at >= 1000).map((frame) => frame.opacity)
  expect(Math.min(...later)).toBeLessThan(0.8)
}

/** Holds the page's requests matching `url` back until the returned function lets them through. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

/**
 * With E2E_SCREENSHOTS=1, saves a screenshot of the page as the visitor sees it in the test's
 * output folder (test-results/) and attaches it to the report, for a person to look at. It asserts
 * nothing, and drawing full pages in software cost seconds each on CI's shared cores, so by
 * default it does nothing.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, animations: 'disabled' })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * Switches the page's LatchKit elements to `theme` while they stay open: through the kit where the
 * page has one (`window.latchKit`), else through each element's `theme` attribute; returns once the
 * modal shows it.
 */
async function switchTheme(page: Page, theme: ThemeMode): Promise<void> {
  await page.evaluate((mode) => {
    const kit = (window as { latchKit?: { setThemeMode(mode: ThemeMode): void } }).latchKit
    if (kit) kit.setThemeMode(mode)
    else
      for (const element of document.querySelectorAll(
        'latch-modal, latch-button, latch-connect-button, latch-account-button, latch-network-button',
      ))
        element.setAttribute('theme', mode)
  }, theme)
  await expect(page.locator('latch-modal')).toHaveAttribute('theme', theme)
}

/**
 * axe (WCAG 2.1 A and AA) over the page and the modal's shadow root, in the dark theme and then
 * the light one, switched on the open view: no violation in either, and axe checked the contrast
 * of the modal's own nodes (proof that it looked inside the shadow root). One flow serves both
 * themes, where driving it once per theme cost CI a page, a rig connection and a minute each. With
 * `screenshot`, keeps one per theme (see keepScreenshot). Leaves the page in the light theme.
 */
export async function expectAxeCleanInBothThemes(
  page: Page,
  screenshot?: { testInfo: TestInfo; name: string },
): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await switchTheme(page, theme)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target),
    }))
    expect(violations, `axe violations in the ${theme} theme`).toEqual([])
    const contrast = results.passes.find((rule) => rule.id === 'color-contrast')
    const modalNodes = contrast?.nodes.filter((node) => JSON.stringify(node.target).includes('latch-modal'))
    expect(modalNodes?.length ?? 0, `modal nodes axe checked for contrast (${theme})`).toBeGreaterThan(0)
    if (screenshot) await keepScreenshot(page, screenshot.testInfo, `${screenshot.name}-${theme}`)
  }
}
