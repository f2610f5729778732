import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { decodeQrSvg } from '../../testing/src/qr/decodeQrSvg.js'
import QrCode from '../src/qr/QrCode.js'

const freshPairingUri = () =>
  `wc:${randomBytes(32).toString('hex')}@2?relay-protocol=irn&symKey=${randomBytes(32).toString('hex')}` +
  `&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

test('QR codes of fresh pairing URIs, drawn by Chromium with the logo hole, all decode with a QR reader (jsQR)', async ({
  page,
}) => {
  const uris = Array.from({ length: 20 }, freshPairingUri)
  // The QR view's own markup (its SVG; the logo sits over the cleared centre, left white here).
  const svgs = uris.map((uri) => {
    const markup = renderToStaticMarkup(
      createElement(QrCode, { uri, label: 'QR code', logo: createElement('span') }),
    )
    return /<svg[\s\S]*<\/svg>/.exec(markup)?.[0] ?? ''
  })
  const decoded: (string | undefined)[] = []
  for (const svg of svgs) decoded.push(await decodeQrSvg(page, svg))
  expect(decoded).toEqual(uris)
})
