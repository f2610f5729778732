import { InvalidHexColorError } from '../errors/theme.js'

/** WCAG 2.x contrast maths, used by the theme's tests to prove every text pair reaches AA. */

/** Parses `#rgb` or `#rrggbb` into 0-255 channels; throws on anything else. */
export function parseHexColor(hex: string): readonly [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new InvalidHexColorError(hex)
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as [
    number,
    number,
    number,
  ]
}

/** Relative luminance of an sRGB colour (WCAG 2.2, "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHexColor(hex).map((channel) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}
