import type { Page } from '@playwright/test'
import jsQR from 'jsqr'

const side = 400
const margin = 20
const canvasSide = side + 2 * margin

/**
 * Reads a QR code as a phone's scanner library would: `page` (a scratch page, so a strict policy
 * on the site's page does not get in the way) rasterises the SVG markup at 400px on white, and
 * jsQR decodes the pixels. `logoFraction`: the share of the side a logo covers in the centre,
 * painted there as an opaque dark square. Returns the decoded text, or `undefined` when unreadable.
 *
 * @example
 * const uri = await decodeQrSvg(scratch, await qr.evaluate((svg) => svg.outerHTML))
 */
export async function decodeQrSvg(
  page: Page,
  svgMarkup: string,
  { logoFraction = 0 }: { logoFraction?: number } = {},
): Promise<string | undefined> {
  const pixels = await page.evaluate(
    async ({ markup, logo, size, offset, canvasSize }) => {
      const svg = markup.replace(
        '<svg',
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"`,
      )
      const image = new Image()
      image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
      await image.decode()
      const canvas = new OffscreenCanvas(canvasSize, canvasSize)
      const context2d = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      context2d.fillStyle = '#fff'
      context2d.fillRect(0, 0, canvasSize, canvasSize)
      context2d.drawImage(image, offset, offset, size, size)
      if (logo > 0) {
        const logoSide = size * logo
        context2d.fillStyle = '#121313'
        context2d.fillRect((canvasSize - logoSide) / 2, (canvasSize - logoSide) / 2, logoSide, logoSide)
      }
      // Base64 crosses the page boundary far faster than a 774,400-entry array.
      const bytes = context2d.getImageData(0, 0, canvasSize, canvasSize).data
      let binary = ''
      for (let start = 0; start < bytes.length; start += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
      return btoa(binary)
    },
    { markup: svgMarkup, logo: logoFraction, size: side, offset: margin, canvasSize: canvasSide },
  )
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), canvasSide, canvasSide, {
    // The codes are dark on light: the inverted pass would only double the work.
    inversionAttempts: 'dontInvert',
  })?.data
}
