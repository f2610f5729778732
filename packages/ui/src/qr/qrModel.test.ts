import jsQR from 'jsqr'
import { correction, generate } from 'lean-qr/nano'
import { expect, test } from 'vitest'
import { createQrModel, type QrModel } from './qrModel.js'

const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1734559200'

const finderSize = 7
const inFinder = (x: number, y: number, size: number) => {
  const near = (value: number) => value < finderSize
  const far = (value: number) => value >= size - finderSize
  return (near(x) && near(y)) || (far(x) && near(y)) || (near(x) && far(y))
}

/** The modules `model.modules` draws, read back from its path data (one rectangle per run). */
function drawnModules(model: QrModel): Set<string> {
  const drawn = new Set<string>()
  for (const [, x, y, width] of model.modules.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let dx = 0; dx < Number(width); dx++) drawn.add(`${Number(x) + dx},${y}`)
  return drawn
}

/**
 * Rasterises what the SVG draws, with a quiet zone: the module runs from the path data, and the
 * three finder patterns (drawn as rounded squares, here from the code itself).
 */
function rasterise(model: QrModel) {
  const scale = 4
  const quiet = 4
  const width = (model.size + 2 * quiet) * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  const drawn = drawnModules(model)
  for (let y = 0; y < model.size; y++)
    for (let x = 0; x < model.size; x++) {
      const isDrawnHere = drawn.has(`${x},${y}`) || (inFinder(x, y, model.size) && model.isDrawn(x, y))
      if (!isDrawnHere) continue
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

test('draws every dark data module once, as square runs, and three finder patterns', () => {
  const model = createQrModel(pairingUri, { withLogo: false })
  const code = generate(pairingUri, { minCorrectionLevel: correction.Q })
  const dark = new Set<string>()
  for (let y = 0; y < model.size; y++)
    for (let x = 0; x < model.size; x++)
      if (code.get(x, y) && !inFinder(x, y, model.size)) dark.add(`${x},${y}`)
  expect(drawnModules(model)).toEqual(dark)
  expect(model.finders.match(/M/g)?.length).toBe(9)
})

// jsQR takes about a quarter of a second per code here (more on a busy machine), so 16 fresh URIs
// with a generous timeout; the e2e qrDecode spec decodes 60 as Chromium draws them.
test('fresh pairing URIs of every shape decode as drawn, logo hole included', { timeout: 60_000 }, () => {
  const hex = () => Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
  for (let attempt = 0; attempt < 16; attempt++) {
    const uri = `wc:${hex()}@2?relay-protocol=irn&symKey=${hex()}&expiryTimestamp=${1764000000 + attempt}`
    const { pixels, width } = rasterise(createQrModel(uri, { withLogo: true }))
    expect(jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data).toBe(uri)
  }
})
