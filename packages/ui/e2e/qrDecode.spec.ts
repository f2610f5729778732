import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import jsQR from 'jsqr'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import QrCode from '../src/qr/QrCode.js'

const freshPairingUri = () =>
  `wc:${randomBytes(32).toString('hex')}@2?relay-protocol=irn&symKey=${randomBytes(32).toString('hex')}` +
  `&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

test('QR codes of fresh pairing URIs, drawn by Chromium with the logo hole, all decode with a QR reader (jsQR)', async ({
  page,
}) => {
  const uris = Array.from({ length: 60 }, freshPairingUri)
  // The QR view's own markup (its SVG; the logo sits over the cleared centre, left white here).
  const svgs = uris.map((uri) => {
    const markup = renderToStaticMarkup(
      createElement(QrCode, { uri, label: 'QR code', logo: createElement('span') }),
    )
    const svg = /<svg[\s\S]*<\/svg>/.exec(markup)?.[0] ?? ''
    return svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"')
  })
  const rasters: string[] = await page.evaluate(async (markups) => {
    const rasterise = async (svg: string) => {
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
    }
    return Promise.all(markups.map(rasterise))
  }, svgs)
  const decoded = rasters.map(
    (raster) => jsQR(new Uint8ClampedArray(Buffer.from(raster, 'base64')), 440, 440)?.data,
  )
  expect(decoded).toEqual(uris)
})
