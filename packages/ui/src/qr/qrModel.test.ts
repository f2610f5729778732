import jsQR from 'jsqr'
import { correction, generate } from 'lean-qr/nano'
import { expect, test } from 'vitest'
import { createQrModel, type QrModel } from './qrModel.js'

const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1734559200'

/** Rasterises the drawn modules (the logo area left white, as on the tile) with a quiet zone. */
function rasterise(model: QrModel) {
  const scale = 4
  const quiet = 4
  const width = (model.size + 2 * quiet) * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < model.size; y++)
    for (let x = 0; x < model.size; x++) {
      if (!model.isDrawn(x, y)) continue
      for (let dy = 0; dy < scale; dy++) {
        const offset = (((y + quiet) * scale + dy) * width + (x + quiet) * scale) * 4
        for (let dx = 0; dx < scale; dx++) pixels.fill(0, offset + dx * 4, offset + dx * 4 + 3)
      }
    }
  return { pixels, width }
}

test('a pairing URI still decodes with the centre cleared for the logo', () => {
  const model = createQrModel(pairingUri, { withLogo: true })
  expect(model.logoSize).toBeGreaterThanOrEqual(5)
  expect(model.logoSize % 2).toBe(1)
  const { pixels, width } = rasterise(model)
  expect(jsQR(pixels, width, width)?.data).toBe(pairingUri)
})

test('short data gets no logo hole and decodes', () => {
  const model = createQrModel('wc:short', { withLogo: true })
  expect(model.logoSize).toBe(0)
  const { pixels, width } = rasterise(model)
  expect(jsQR(pixels, width, width)?.data).toBe('wc:short')
})

test('draws one dot per dark data module and three finder patterns', () => {
  const model = createQrModel(pairingUri, { withLogo: false })
  const code = generate(pairingUri, { minCorrectionLevel: correction.Q })
  let dark = 0
  for (let y = 0; y < model.size; y++) for (let x = 0; x < model.size; x++) if (code.get(x, y)) dark++
  const finderModules = 3 * (24 + 9)
  expect(model.dots.match(/M/g)?.length).toBe(dark - finderModules)
  expect(model.finders.match(/M/g)?.length).toBe(9)
})
