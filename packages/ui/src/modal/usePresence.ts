import { useLayoutEffect, useState } from 'react'

export type Presence = 'open' | 'closing' | 'closed'

const closeAnimationMs = 160

/**
 * Keeps the dialog mounted for its closing animation, and not a frame longer when the visitor
 * asked for reduced motion (then there is no animation to wait for).
 */
export function usePresence(isOpen: boolean): Presence {
  const [presence, setPresence] = useState<Presence>(isOpen ? 'open' : 'closed')
  useLayoutEffect(() => {
    if (isOpen) {
      setPresence('open')
      return
    }
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setPresence('closed')
      return
    }
    setPresence((current) => (current === 'closed' ? 'closed' : 'closing'))
    const timer = setTimeout(() => setPresence('closed'), closeAnimationMs)
    return () => clearTimeout(timer)
  }, [isOpen])
  return presence
}
