import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { expect, openSite, test } from './walletConnectRig.js'

/** Rasterises the QR code's SVG in a scratch page and decodes it, as a phone camera would. */
async function decodeQr(qr: Locator, scratch: Page): Promise<string | undefined> {
  const markup = await qr.evaluate((svg) => svg.outerHTML)
  const pixels = await scratch.evaluate(async (svgMarkup) => {
    const svg = svgMarkup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"')
    const image = new Image()
    image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    await image.decode()
    const canvas = new OffscreenCanvas(440, 440)
    const context2d = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context2d.fillStyle = '#fff'
    context2d.fillRect(0, 0, 440, 440)
    context2d.drawImage(image, 20, 20, 400, 400)
    const bytes = context2d.getImageData(0, 0, 440, 440).data
    let binary = ''
    for (let offset = 0; offset < bytes.length; offset += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000))
    return btoa(binary)
  }, markup)
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), 440, 440)?.data
}

test('the modal shows a QR code, the rig wallet scans it and approves, and the account shows', async ({
  page,
  context,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig }, 'walletconnect-modal')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^WalletConnect/ }).click()

  const qr = page.getByRole('img', { name: 'QR code to connect WalletConnect' })
  // WalletConnect's Verify waits up to 5 s for its remote frame, which the offline rig never serves.
  await expect(qr).toBeVisible({ timeout: 15_000 })
  const scratch = await context.newPage()
  const uri = await decodeQr(qr, scratch)
  await scratch.close()
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(uri).toBe(await page.evaluate(() => window.latchKit.getState().walletConnect.uri))

  await rigWallet.pair(uri as string)
  await expect
    .poll(() => page.evaluate(() => window.latchKit.getState().accounts.eip155?.address), { timeout: 15_000 })
    .toBe(rigWallet.evmAddress)
  // The modal closes on success and the button shows the account instead of "Connect Wallet".
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
})
