import type { LaunchOptions } from '@playwright/test'

/**
 * Debian's Chromium, never a downloaded browser. The flags keep it from reaching for Google's
 * hosts, which this machine's closed network refuses (see ARCHITECTURE.md, "The local rig").
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
