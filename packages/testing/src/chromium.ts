import { existsSync } from 'node:fs'
import type { LaunchOptions } from '@playwright/test'

const fullBrowser = '/usr/bin/chromium'
const headlessShell = '/usr/bin/chromium-headless-shell'

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Debian's Chromium, never a downloaded browser: the full browser, for what needs one (extension
 * wallets, the bench, which measures what visitors run). The flags keep it from reaching for
 * Google's hosts, which this machine's closed network refuses (see ARCHITECTURE.md, "The local rig").
 * CHROMIUM_PATH overrides the binary.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? fullBrowser,
  args,
}

/**
 * The page suites' browser: Debian's `chromium-headless-shell` (the same Blink and V8, without the
 * browser's own UI) when it is installed, else the full browser. Measured here, the full browser in
 * headless mode spends a quarter of a core idle on its hidden omnibox page and the shell almost
 * nothing, which took a ui suite's test from 28 s to 8 s on these shared cores. Extensions need
 * the full browser (launchWithExtension keeps it).
 */
export const pageSuiteLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : fullBrowser),
  args,
}

/**
 * Playwright's trace of a failed test, only when E2E_TRACE=1: recording it (DOM snapshots and a
 * screencast of every step) cost the ui suite about a fifth of its time on these shared cores, and
 * CI keeps only the log. Set it to debug a failure locally, then open the trace with
 * `npx playwright show-trace`.
 */
export const traceOnFailure = process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off'

/**
 * Every browser suite's limits: two minutes a test, 20 s an expectation. CI's cores are shared and
 * throttled: flows that take 10 s here took 30-60 s there beside another suite, and a 5 s
 * expectation failed on a view that was right, only late. The assertions, not the limits, say
 * what must happen; a limit only bounds how long a broken flow takes to fail.
 */
export const sharedCoreLimits = { timeout: 120_000, expect: { timeout: 20_000 } } as const
