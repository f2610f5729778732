import type { Page } from '@playwright/test'
import { type BenchWindow, readMarks, waitForMark } from './pageProbe.js'

/** A LatchKit flow the bench measures once the modal lists wallets. */
export type KitFlow = 'walletConnectQr' | 'search'

/** How long the modal waits after the last keystroke before it searches (ui's AllWalletsView). */
export const searchDebounceMs = 300

async function clickPaintedText(page: Page, key: string, text: string): Promise<void> {
  await page.evaluate(({ name, value }) => (window as unknown as BenchWindow).__bench.watch(name, value), {
    name: key,
    value: text,
  })
  await waitForMark(page, key)
  const point = await page.evaluate((name) => (window as unknown as BenchWindow).__bench.locate(name), key)
  if (!point) throw new Error(`"${text}" was painted but cannot be located`)
  await page.mouse.click(point.x, point.y)
}

/**
 * Presses the modal's WalletConnect row and waits for the QR code (the pairing URI from the rig
 * relay): ms from that pointerdown to the first frame painting the code.
 */
export async function measureWalletConnectQr(page: Page): Promise<number | undefined> {
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.watchElement('qrCode', '.qr-tile svg'))
  await clickPaintedText(page, 'walletConnectRow', 'WalletConnect')
  await waitForMark(page, 'qrCode')
  const marks = await readMarks(page)
  return marks.qrCode !== undefined && marks.lastPointerdown !== undefined
    ? marks.qrCode - marks.lastPointerdown
    : undefined
}

/**
 * Opens All wallets, puts `walletName` into its search box in one input (as a paste does) and
 * waits for the wallet's tile: ms from that input to the first frame painting the name, the
 * modal's debounce included (the registry search runs 300 ms after the last input).
 */
export async function measureSearch(page: Page, walletName: string): Promise<number | undefined> {
  const searchBox = 'input[type="search"]'
  await page.evaluate(
    (selector) => (window as unknown as BenchWindow).__bench.watchElement('searchBox', selector),
    searchBox,
  )
  // A press can land while the list still settles; press again (at most twice more) if nothing opened.
  for (let attempt = 1; ; attempt++) {
    await clickPaintedText(page, 'allWallets', 'All wallets')
    const opened = await waitForMark(page, 'searchBox', 3_000).then(
      () => true,
      () => false,
    )
    if (opened) break
    if (attempt === 3) throw new Error('All wallets showed no search box')
  }
  const point = await page.evaluate(
    (selector) => (window as unknown as BenchWindow).__bench.locateElement(selector),
    searchBox,
  )
  if (!point) throw new Error('The search box was painted but cannot be located')
  await page.mouse.click(point.x, point.y)
  const focused = await page.evaluate(
    (selector) => (window as unknown as BenchWindow).__bench.focusElement(selector),
    searchBox,
  )
  if (!focused) throw new Error('The search box cannot be focused')
  await page.evaluate(
    (name) => (window as unknown as BenchWindow).__bench.watch('searchResult', name),
    walletName,
  )
  await page.keyboard.insertText(walletName)
  await waitForMark(page, 'searchResult').catch(() => {
    throw new Error(`The search for ${walletName} painted no result`)
  })
  const marks = await readMarks(page)
  return marks.searchResult !== undefined && marks.lastInput !== undefined
    ? marks.searchResult - marks.lastInput
    : undefined
}
