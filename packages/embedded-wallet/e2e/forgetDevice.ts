import type { Page } from '@playwright/test'

/**
 * Clears what the wallet's frame keeps in this browser (its storage and the device share), as a
 * visitor clearing their browser data does, then reloads the page: the wallet must now be unlocked
 * again (with the recovery password or the passkey).
 */
export async function forgetDeviceAndReload(page: Page, walletUrl: string): Promise<void> {
  const walletOrigin = new URL(walletUrl).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(walletOrigin))
  if (!frame) throw new Error('The wallet frame is not on the page.')
  await frame.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        localStorage.clear()
        const request = indexedDB.deleteDatabase('latchkit-embedded-wallet')
        request.onsuccess = () => resolve()
        // Held open by the frame: deleted as the reload closes it, before the new frame opens it.
        request.onblocked = () => resolve()
        request.onerror = () => reject(request.error)
      }),
  )
  await page.reload()
  await page.locator('body[data-ready="true"]').waitFor()
}
