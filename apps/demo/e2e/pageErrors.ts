import type { ConsoleMessage, Page } from '@playwright/test'

/** Records the page's console errors and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
