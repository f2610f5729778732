import { schnorr, secp256k1 } from '@noble/curves/secp256k1'

// The two elliptic-curve functions bitcoinjs-lib asks of an ECC library (taproot addresses and
// outputs: `initEccLib`), on @noble/curves: pure JavaScript, no WebAssembly or native module.

const { Point } = secp256k1
const { bytesToNumberBE, numberToBytesBE, lift_x } = schnorr.utils

/** The point whose x coordinate is the 32 bytes `x` (and y even), if there is one. */
function liftX(x: Uint8Array) {
  if (x.length !== 32) return undefined
  try {
    return lift_x(bytesToNumberBE(x))
  } catch {
    return undefined
  }
}

/**
 * What bitcoinjs-lib's `initEccLib` takes: `isXOnlyPoint` (is it the x coordinate of a curve
 * point?) and `xOnlyPointAddTweak` (P + t·G, BIP341's tweak, with the result's y parity).
 *
 * @example
 * import { initEccLib } from 'bitcoinjs-lib'
 * initEccLib(nobleEcc)
 */
export const nobleEcc = {
  isXOnlyPoint: (point: Uint8Array): boolean => liftX(point) !== undefined,
  xOnlyPointAddTweak(
    point: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    const lifted = liftX(point)
    const scalar = tweak.length === 32 ? bytesToNumberBE(tweak) : Point.Fn.ORDER
    if (!lifted || scalar >= Point.Fn.ORDER) return null
    const tweaked = scalar === 0n ? lifted : lifted.add(Point.BASE.multiply(scalar))
    if (tweaked.equals(Point.ZERO)) return null
    const { x, y } = tweaked.toAffine()
    return { parity: y % 2n === 0n ? 0 : 1, xOnlyPubkey: numberToBytesBE(x, 32) }
  },
}
