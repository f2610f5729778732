/**
 * The items in an order that changes with `seed` and is the same for the same seed, so every
 * round visits the variants in a different order (no variant always runs first or last).
 */
export function shuffled<item>(items: readonly item[], seed: number): item[] {
  const result = [...items]
  let state = (seed * 2654435761 + 1) >>> 0
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 1664525 + 1013904223) >>> 0
    const other = state % (index + 1)
    ;[result[index], result[other]] = [result[other] as item, result[index] as item]
  }
  return result
}
