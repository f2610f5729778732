import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { expect } from './walletSite.js'

/** axe on the page, the modal's shadow root and the wallet's frame, in the dark and the light theme. */
export async function expectAxeClean(page: Page, where: string) {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((theme) => (window as unknown as SiteWindow).kit.setThemeMode(theme), mode)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    const violations = results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target),
    }))
    expect(violations, `axe violations on ${where} in the ${mode} theme`).toEqual([])
  }
}
