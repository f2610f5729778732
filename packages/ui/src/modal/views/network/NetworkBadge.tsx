/** Up to two letters for a network: the initials of its first and last words ("LatchKit Local B": LB). */
export function networkInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const initial = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '')
  const letters = words.length > 1 ? initial(words[0]) + initial(words.at(-1)) : initial(words[0])
  return letters.toUpperCase() || '?'
}

/**
 * A network's mark: its initials on a tile (networks carry no image of their own, and the kit
 * loads no remote images for them). Decorative: the network's name is always written beside it.
 */
export function NetworkBadge({ name, size = 'row' }: { name: string; size?: 'row' | 'large' }) {
  return (
    <span className="network-badge" data-size={size} aria-hidden="true">
      {networkInitials(name)}
    </span>
  )
}
