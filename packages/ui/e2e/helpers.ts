import { expect, type Locator, type Page } from '@playwright/test'

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
 * pulses (dims below 0.8): its opacity is sampled every frame, by its animation's time, to 2.2 s.
 */
export async function expectStillThenPulsing(skeleton: Locator): Promise<void> {
  const frames = await skeleton.evaluate(
    (element) =>
      new Promise<{ at: number; opacity: number }[]>((resolve) => {
        const pulse = element.getAnimations()[0]
        const seen: { at: number; opacity: number }[] = []
        const sample = () => {
          const at = Number(pulse?.currentTime ?? Number.POSITIVE_INFINITY)
          seen.push({ at, opacity: Number(getComputedStyle(element).opacity) })
          if (at >= 2200) resolve(seen)
          else requestAnimationFrame(sample)
        }
        sample()
      }),
  )
  const firstSecond = frames.filter((frame) => frame.at < 1000)
  expect(firstSecond.length).toBeGreaterThan(0)
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
