import { expect, test } from '@playwright/test'
import { decodeQrSvg } from '../../testing/src/qr/decodeQrSvg.js'
import { fixtureUrl } from './helpers.js'

test.beforeEach(async ({ page }) => {
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('wallet images: allowed ones load at a fixed 40px, foreign or broken ones keep the placeholder', async ({
  page,
}) => {
  const images = () =>
    page.evaluate(() =>
      [
        ...(document.querySelector('latch-modal')?.shadowRoot?.querySelectorAll<HTMLElement>('.row') ?? []),
      ].map((row) => {
        const frame = row.querySelector<HTMLElement>('.image')
        return {
          name: row.querySelector('.row-name')?.textContent,
          status: frame?.dataset.status,
          hasImg: frame?.querySelector('img') !== null,
          size: `${frame?.offsetWidth}x${frame?.offsetHeight}`,
        }
      }),
    )
  await expect.poll(images).toEqual([
    { name: 'WalletConnect', status: 'loaded', hasImg: true, size: '40x40' },
    { name: 'Browser Wallet', status: 'loaded', hasImg: true, size: '40x40' },
    { name: 'Recent Wallet', status: 'error', hasImg: false, size: '40x40' },
    { name: 'Foreign Image Wallet', status: 'error', hasImg: false, size: '40x40' },
  ])
  // Rows show tags from the catalogue.
  await expect(page.getByRole('button', { name: 'Browser Wallet Installed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Recent Wallet Recent' })).toBeVisible()
})

test('the wallet list shows skeleton rows while loading and a message when empty', async ({ page }) => {
  await page.evaluate(() => document.querySelector('latch-modal')?.update({ connectors: undefined }))
  const loading = page.getByRole('list', { name: 'Loading wallets' })
  await expect(loading).toHaveAttribute('aria-busy', 'true')
  await expect(loading.getByRole('listitem')).toHaveCount(4)
  await page.evaluate(() => document.querySelector('latch-modal')?.update({ connectors: [] }))
  await expect(page.getByText('No wallets found')).toBeVisible()
})

test('rows show a visible focus ring that differs from rest', async ({ page }) => {
  const row = page.getByRole('button', { name: /^Browser Wallet/ })
  const rest = await row.evaluate((element) => getComputedStyle(element).outlineStyle)
  await page.keyboard.press('Tab')
  await expect(row).toBeFocused()
  const focused = await row.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: style.outlineWidth }
  })
  expect(rest).toBe('none')
  expect(focused).toEqual({ style: 'solid', width: '2px' })
})

test('snackbar: success in role=status, errors in role=alert, then it goes away', async ({ page }) => {
  // A paused fake clock: the snackbar's 4 s timer moves only when the test says so.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.evaluate(() => {
    document.querySelector('latch-modal')?.showAlert({ kind: 'error', message: 'RATE_LIMITED' })
  })
  await expect(page.getByRole('alert')).toHaveText('Rate Limited')
  await expect(page.getByRole('status')).toHaveText('')
  await page.evaluate(() => {
    document.querySelector('latch-modal')?.showAlert({
      kind: 'info',
      message: 'DISCONNECT_CHAINS_FAILED',
      values: { message: 'timeout' },
    })
  })
  await expect(page.getByRole('status')).toHaveText('Failed to disconnect chains: timeout')
  await expect(page.getByRole('alert')).toHaveText('')
  await page.clock.runFor(3900)
  await expect(page.getByRole('status')).toHaveText('Failed to disconnect chains: timeout')
  await page.clock.runFor(200)
  await expect(page.getByRole('status')).toHaveText('')
})

test('the QR code is a 280px white tile with the logo, and what it draws decodes to the URI', async ({
  page,
  context,
}) => {
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const qr = page.getByRole('img', { name: 'QR code to connect WalletConnect' })
  await expect(qr).toBeVisible()
  const tile = await qr.evaluate((svg) => {
    const tileElement = svg.parentElement as HTMLElement
    const logo = tileElement.querySelector<HTMLElement>('.qr-logo')
    return {
      size: `${tileElement.offsetWidth}x${tileElement.offsetHeight}`,
      background: getComputedStyle(tileElement).backgroundColor,
      logo: logo ? logo.offsetWidth : 0,
      logoFraction: logo ? logo.offsetWidth / svg.getBoundingClientRect().width : 0,
      markup: svg.outerHTML,
      uri: document.querySelector('latch-modal')?.store.getState().walletConnectUri,
    }
  })
  expect(tile.size).toBe('280x280')
  expect(tile.background).toBe('rgb(255, 255, 255)')
  expect(tile.logo).toBeGreaterThan(30)
  expect(tile.logo).toBeLessThan(70)

  // Read the exact SVG in a page without the strict policy, the logo painted over its centre.
  const scratch = await context.newPage()
  const decoded = await decodeQrSvg(scratch, tile.markup, { logoFraction: tile.logoFraction })
  await scratch.close()
  expect(decoded).toBe(tile.uri)
})
