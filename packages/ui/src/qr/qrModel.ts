import { correction, generate } from 'lean-qr/nano'

/** The parts of a QR code the SVG draws, in module units (one module = 1). */
export type QrModel = {
  /** Modules per side, without the quiet zone. */
  size: number
  /** Path data of the data modules (round dots), the finder patterns excluded. */
  dots: string
  /** Path data of the three finder patterns (rounded squares with a hole, and their centres). */
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

const roundedSquare = (x: number, y: number, side: number, radius: number) =>
  `M${x + radius} ${y}h${side - 2 * radius}a${radius} ${radius} 0 0 1 ${radius} ${radius}` +
  `v${side - 2 * radius}a${radius} ${radius} 0 0 1 ${-radius} ${radius}h${-(side - 2 * radius)}` +
  `a${radius} ${radius} 0 0 1 ${-radius} ${-radius}v${-(side - 2 * radius)}a${radius} ${radius} 0 0 1 ${radius} ${-radius}z`

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

  const dots: string[] = []
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!code.get(x, y) || isInFinder(x, y, size) || isUnderLogo(x, y)) continue
      // A circle of radius 0.45 as two arcs, centred on the module.
      dots.push(`M${x + 0.05} ${y + 0.5}a.45 .45 0 1 0 .9 0a.45 .45 0 1 0 -.9 0`)
    }
  }
  const finders = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ]
    .map(
      ([x = 0, y = 0]) =>
        roundedSquare(x, y, 7, 1.6) + squareHole(x + 1, y + 1, 5) + roundedSquare(x + 2, y + 2, 3, 0.8),
    )
    .join('')
  return {
    size,
    dots: dots.join(''),
    finders,
    logoSize,
    isDrawn: (x, y) => code.get(x, y) && !isUnderLogo(x, y),
  }
}
