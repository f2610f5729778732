import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils.js'
import { initEccLib } from 'bitcoinjs-lib'

// bitcoinjs-lib needs an ECC library for taproot (P2TR addresses and key-path signing): the two
// functions it asks for, on @noble/curves, so the wallet runs without native or WebAssembly code.

const { Point } = secp256k1
const order = Point.Fn.ORDER

/** The even-y point whose x coordinate is the 32 bytes `x`, if one exists. */
function liftX(x: Uint8Array) {
  if (x.length !== 32) return undefined
  try {
    return schnorr.utils.lift_x(bytesToNumberBE(x))
  } catch {
    return undefined
  }
}

const nobleEcc = {
  isXOnlyPoint: (point: Uint8Array): boolean => liftX(point) !== undefined,
  /** P + t·G (BIP341's tweak) as an x-only key and its y parity; `null` when there is no such point. */
  xOnlyPointAddTweak(
    point: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    const lifted = liftX(point)
    const scalar = tweak.length === 32 ? bytesToNumberBE(tweak) : order
    if (!lifted || scalar >= order) return null
    const tweaked = scalar === 0n ? lifted : lifted.add(Point.BASE.multiply(scalar))
    if (tweaked.equals(Point.ZERO)) return null
    const { x, y } = tweaked.toAffine()
    return { parity: y % 2n === 0n ? 0 : 1, xOnlyPubkey: numberToBytesBE(x, 32) }
  },
}

let isReady = false

/** Gives bitcoinjs-lib its ECC library, once per process (bitcoinjs-lib checks it on the first call). */
export function prepareBitcoinjs(): void {
  if (isReady) return
  initEccLib(nobleEcc)
  isReady = true
}
