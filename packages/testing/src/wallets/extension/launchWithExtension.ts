import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Worker } from '@playwright/test'
import { chromiumLaunchOptions } from '../../chromium.js'

/** Chromium with one unpacked extension loaded, in a profile of its own. */
export type ExtensionBrowser = {
  context: BrowserContext
  /** The extension's id, from its service worker's URL. */
  extensionId: string
  serviceWorker: Worker
  /** Closes Chromium and deletes the temporary profile. */
  close(): Promise<void>
}

/**
 * Launches Debian's Chromium (headless) with the unpacked extension at `extensionDir`. Extensions
 * need a persistent context, so the profile lives in a temporary folder removed on close.
 */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'latchkit-extension-profile-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  })
  const close = async () => {
    await context.close()
    await rm(userDataDir, { recursive: true, force: true })
  }
  try {
    const serviceWorker =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }))
    const extensionId = new URL(serviceWorker.url()).host
    return { context, extensionId, serviceWorker, close }
  } catch (error) {
    await close()
    throw new Error(`Chromium did not start the extension in ${extensionDir}.`, { cause: error })
  }
}
