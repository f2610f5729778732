import { combine } from 'shamir-secret-sharing'
import { SharesDoNotCombineError } from './errors.js'
import { combineShares, type WalletShare } from './shares.js'
import { wipe } from './wipe.js'

/**
 * Makes one more share of the same wallet from two of its shares: a new device's share, which then
 * rebuilds the wallet with the service's auth share (and with every other share) while the other
 * devices' shares keep working. Splitting anew instead would strand every other device.
 *
 * The new share is another point of the same polynomial, at a random x that neither given share
 * uses. It is computed with the library's own interpolation: moving the polynomial by x (addition
 * in GF(256) is XOR) makes its value at x the value at 0, which is what `combine` returns. Throws
 * `SharesDoNotCombineError` when the two shares are not two shares of one wallet.
 *
 * @example
 * const deviceShare = await createAdditionalShare(authShare, recoveryShare) // on a new device
 */
export async function createAdditionalShare(first: WalletShare, second: WalletShare): Promise<WalletShare> {
  wipe(await combineShares(first, second))
  const [firstPoint, secondPoint] = [first.subarray(1), second.subarray(1)]
  const firstX = firstPoint[firstPoint.length - 1] as number
  const secondX = secondPoint[secondPoint.length - 1] as number
  const x = randomXOtherThan(firstX, secondX)
  const moved = [movedBy(firstPoint, x), movedBy(secondPoint, x)]
  let y: Uint8Array
  try {
    y = await combine(moved)
  } catch (cause) {
    throw new SharesDoNotCombineError({ reason: 'The shares do not fit together', cause })
  } finally {
    wipe(...moved)
  }
  const share = new Uint8Array(first.length)
  share[0] = first[0] as number
  share.set(y, 1)
  share[share.length - 1] = x
  wipe(y)
  return share
}

/** The point (x_i XOR x, y_i) of the polynomial moved by x, in the library's layout: y bytes, then x. */
function movedBy(point: Uint8Array, x: number): Uint8Array {
  const moved = new Uint8Array(point)
  moved[moved.length - 1] = (point[point.length - 1] as number) ^ x
  return moved
}

function randomXOtherThan(...taken: number[]): number {
  const candidate = new Uint8Array(1)
  do crypto.getRandomValues(candidate)
  while (candidate[0] === 0 || taken.includes(candidate[0] as number))
  return candidate[0] as number
}
