/** The groups of the wallet list, in their default order (spec section 2). */
export const connectorGroups = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorGroup = (typeof connectorGroups)[number]

/**
 * Orders `items` by their group: the groups of `configuredOrder` first (unknown names and repeats
 * ignored), then the other groups in the default order; an item of an unknown group goes last.
 * Items of the same group keep their input order. It never throws.
 *
 * @example
 * orderByGroup(items, (item) => item.group, ['injected', 'walletConnect'])
 */
export function orderByGroup<item>(
  items: readonly item[],
  getGroup: (item: item) => ConnectorGroup,
  configuredOrder?: readonly ConnectorGroup[] | undefined,
): item[] {
  const ranks = new Map<unknown, number>()
  const configured: readonly unknown[] = Array.isArray(configuredOrder) ? configuredOrder : []
  for (const group of [...configured, ...connectorGroups])
    if ((connectorGroups as readonly unknown[]).includes(group) && !ranks.has(group))
      ranks.set(group, ranks.size)
  const rankOf = (item: item) => ranks.get(getGroup(item)) ?? ranks.size
  if (!Array.isArray(items)) return []
  return items
    .map((item, index) => ({ item, index, rank: rankOf(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item)
}
