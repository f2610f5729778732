/**
 * The variants `--only` names, in the bench's order (all of them without `--only`).
 * @throws {Error} when a name is not one of the variants (with `--no-peers`, the peers' are not).
 */
export function selectVariants<variant extends { name: string }>(
  variants: readonly variant[],
  only: readonly string[] | undefined,
): variant[] {
  if (!only) return [...variants]
  const names = new Set(variants.map((variant) => variant.name))
  const unknown = only.filter((name) => !names.has(name))
  if (unknown.length > 0)
    throw new Error(`No variant ${unknown.join(', ')} in this run: the variants are ${[...names].join(', ')}`)
  return variants.filter((variant) => only.includes(variant.name))
}
