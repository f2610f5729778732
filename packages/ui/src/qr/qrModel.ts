import { correction, generate } from 'lean-qr/nano'

/** The parts of a QR code the SVG draws, in module units (one module = 1). */
export type QrModel = {
  /** Modules per side, without the quiet zone. */
  size: number
  /**
   * Path data of the data modules, the finder patterns excluded: square modules, each row's runs
   * of dark modules as one rectangle. (Round dots looked softer but failed to decode about one
   * code in five: a decoder's binarizer reads the gaps between dots as light modules.)
   */
  modules: string
  /**
   * Path data of the three finder patterns (a square ring and its centre). Square corners: with
   * rounded ones, decoders that check a finder along its diagonal missed one code in twenty.
   */
  finders: string
  /** Side of the cleared square in the centre where the logo sits, in modules (odd, or 0). */
  logoSize: number
  /** Whether the module at (x, y) is drawn dark: the code's module unless the logo covers it. */
  isDrawn(x: number, y: number): boolean
}

/** The three 7x7 finder patterns sit in the corners except bottom right. */
function isInFinder(x: number, y: number, size: number): boolean {
  const near = (value: number) => value < 7
  const far = (value: number) => value >= size - 7
  return (near(x) && near(y)) || (far(x) && near(y)) || (near(x) && far(y))
}

// Clockwise square: filled with the nonzero rule.
const square = (x: number, y: number, side: number) => `M${x} ${y}h${side}v${side}h${-side}z`

// Counter-clockwise square, so with the nonzero rule it punches the hole of a finder ring.
const squareHole = (x: number, y: number, side: number) => `M${x} ${y}v${side}h${side}v${-side}z`

/**
 * Encodes `data` (a WalletConnect pairing URI) and lays it out for drawing. Correction level Q
 * (about 25% of the code can be lost) leaves room for the logo, which covers at most about 5%.
 */
export function createQrModel(data: string, { withLogo }: { withLogo: boolean }): QrModel {
  const code = generate(data, { minCorrectionLevel: correction.Q })
  const { size } = code
  // About a fifth of the side, odd so it centres on a module; none on tiny codes.
  const logoSize = withLogo && size >= 25 ? Math.floor(size / 5) | 1 : 0
  const logoStart = (size - logoSize) / 2
  const isUnderLogo = (x: number, y: number) =>
    logoSize > 0 &&
    x >= logoStart - 1 &&
    x < logoStart + logoSize + 1 &&
    y >= logoStart - 1 &&
    y < logoStart + logoSize + 1

  const isDark = (x: number, y: number) => code.get(x, y) && !isInFinder(x, y, size) && !isUnderLogo(x, y)
  const runs: string[] = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!isDark(x, y)) continue
      let end = x + 1
      while (end < size && isDark(end, y)) end++
      runs.push(`M${x} ${y}h${end - x}v1h${x - end}z`)
      x = end
    }
  }
  const finders = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ]
    .map(([x = 0, y = 0]) => square(x, y, 7) + squareHole(x + 1, y + 1, 5) + square(x + 2, y + 2, 3))
    .join('')
  return {
    size,
    modules: runs.join(''),
    finders,
    logoSize,
    isDrawn: (x, y) => code.get(x, y) && !isUnderLogo(x, y),
  }
}
