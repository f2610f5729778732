import { createHash } from 'node:crypto'

/**
 * A deterministic SVG for an image id: a colour derived from the id and its first two
 * characters, so each wallet, token or currency image looks different and is stable across runs.
 */
export function svgImageFor(id: string, label = id): string {
  const digest = createHash('sha256').update(id).digest()
  const hue = ((digest[0] ?? 0) * 360) / 256
  const initials =
    label
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${Math.round(hue)} 65% 45%)"/>`,
    `<text x="48" y="60" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${initials}</text>`,
    '</svg>',
  ].join('')
}
