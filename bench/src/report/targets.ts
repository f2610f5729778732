import type { KitCost } from './costs.js'
import { kib, mib } from './format.js'

/** One of the targets, checked on LatchKit's cost over the baseline. */
export type TargetCheck = { target: string; limit: string; measured: string; met: boolean; overBy: string }

const KiB = 1024
const MiB = 1024 * 1024

/** One frame at 60 Hz: the search target's limit after the debounce. */
const frameMs = 1000 / 60

/**
 * The targets, each against LatchKit's medians from this run; `searchAfterDebounceMs`:
 * the search flow's median minus the modal's debounce; `pressedOnArrivalMs`: the modal-open
 * median of the page pressed without a hover first (a tap, a key).
 */
export function checkTargets(
  latchKit: KitCost,
  searchAfterDebounceMs?: number,
  pressedOnArrivalMs?: number,
): TargetCheck[] {
  const checks: TargetCheck[] = []
  const add = (
    target: string,
    value: number | undefined,
    limit: number,
    format: (n: number) => string,
    unit: string,
  ) => {
    if (value === undefined) {
      checks.push({
        target,
        limit: `${format(limit)} ${unit}`,
        measured: 'not measured',
        met: false,
        overBy: '–',
      })
      return
    }
    const met = value <= limit
    checks.push({
      target,
      limit: `${format(limit)} ${unit}`,
      measured: `${format(value)} ${unit}`,
      met,
      overBy: met ? '–' : `${format(value - limit)} ${unit}`,
    })
  }
  add('JS before the first click, over baseline (gzip)', latchKit.initialJsGzip, 25 * KiB, kib, 'KiB')
  add('JS when the modal lists wallets, over baseline (gzip)', latchKit.openJsGzip, 70 * KiB, kib, 'KiB')
  add('button visible, over baseline (median)', latchKit.buttonVisibleMs, 30, (n) => n.toFixed(0), 'ms')
  add(
    'modal open, pointerdown to wallet list painted (median)',
    latchKit.modalOpenMs,
    30,
    (n) => n.toFixed(0),
    'ms',
  )
  add(
    'modal open pressed on arrival (no hover first: a tap, a key), pointerdown to wallet list painted (median)',
    pressedOnArrivalMs,
    30,
    (n) => n.toFixed(0),
    'ms',
  )
  add('JS heap after open, over baseline (median)', latchKit.heapBytes, 4 * MiB, mib, 'MiB')
  add(
    'search over 700 wallets painted, after the 300 ms debounce (median)',
    searchAfterDebounceMs,
    frameMs,
    (n) => n.toFixed(0),
    'ms',
  )
  return checks
}
