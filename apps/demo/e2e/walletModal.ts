import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './demoSite.js'

/** axe on the page and the modal's shadow root, in the dark and the light theme (set on the modal's kit). */
export async function expectAxeClean(page: Page, where: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => {
      const modal = document.querySelector('latch-modal') as
        | (Element & { kit?: { setThemeMode(m: string): void } })
        | null
      modal?.kit?.setThemeMode(mode)
    }, theme)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
    )
    expect(violations, `axe on ${where} (${theme})`).toEqual([])
  }
}
