/**
 * What the rig's `GET /fee-estimates` answers: a fixed table in sat/vB for Esplora's confirmation
 * targets (1-25, 144, 504, 1008 blocks). A regtest node has seen no fee market, so its
 * `estimatesmartfee` answers "Insufficient data or no feerate found"; the table instead falls from
 * 20 sat/vB (the node's `-fallbackfee` of 0.0002 LTC/kvB) for the next block to 1 sat/vB (its
 * minimum relay fee) for a day or more.
 */
export const regtestFeeEstimates: Readonly<Record<string, number>> = Object.fromEntries([
  ...Array.from({ length: 25 }, (_, index) => {
    const target = index + 1
    const rate = target === 1 ? 20 : target === 2 ? 15 : target === 3 ? 10 : target <= 6 ? 5 : 2
    return [String(target), rate] as const
  }),
  ['144', 1],
  ['504', 1],
  ['1008', 1],
])
