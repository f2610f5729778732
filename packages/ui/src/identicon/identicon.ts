/** A 5x5 mirrored avatar, drawn as SVG by the modal and the buttons. */
export type Identicon = {
  /** Cells per side. */
  size: 5
  background: string
  cells: ReadonlyArray<{ x: number; y: number; color: string }>
}

/** Same account, same picture: hex EVM addresses ignore case; CAIP-10 ids use their address. */
function normalizeAddress(address: string): string {
  const bare = address.trim().split(':').pop() ?? ''
  return /^0x[0-9a-f]+$/i.test(bare) ? bare.toLowerCase() : bare
}

/** 32-bit FNV-1a: small, fast and spreads short strings well enough for a picture. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

/** xorshift32 seeded by the address hash: a deterministic stream of numbers in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 0x100000000
  }
}

/**
 * A deterministic identicon for `address`: its colours and cells depend only on the address,
 * mirrored left to right like a face, so two accounts are easy to tell apart at a glance.
 *
 * @example
 * createIdenticon('0xAbC...').cells // [{ x: 0, y: 1, color: 'hsl(212 70% 45%)' }, ...]
 */
export function createIdenticon(address: string): Identicon {
  const random = createRandom(hash(normalizeAddress(address)))
  const hue = Math.floor(random() * 360)
  const secondHue = (hue + 90 + Math.floor(random() * 180)) % 360
  const colors = [`hsl(${hue} 70% 45%)`, `hsl(${secondHue} 65% 55%)`]
  const cells: Array<{ x: number; y: number; color: string }> = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if (random() < 0.5) continue
      const color = colors[random() < 0.7 ? 0 : 1] as string
      cells.push({ x, y, color })
      if (x < 2) cells.push({ x: 4 - x, y, color })
    }
  }
  return { size: 5, background: `hsl(${hue} 60% 90%)`, cells }
}
