import type { LatchKit } from '@latchkit/core'
import { afterNextFrame } from '@latchkit/core'
import { useEffect, useState } from 'react'

// Per kit, its first registry load: started once, forgotten when it fails so the next open retries.
const firstLoads = new WeakMap<LatchKit, Promise<void>>()
const loadedKits = new WeakSet<LatchKit>()

function startLoad(kit: LatchKit): Promise<void> {
  let load = firstLoads.get(kit)
  if (!load) {
    load = kit.loadWallets().then(
      () => void loadedKits.add(kit),
      () => void firstLoads.delete(kit),
    )
    firstLoads.set(kit, load)
  }
  return load
}

/**
 * Opening the modal is the visitor's act: only then does the registry hear from us, once the
 * list the kit already knows (installed wallets) is painted. Returns whether the kit's wallets
 * are still to come (the first load is under way or about to start), for the view to hold their
 * room. `enabled`: whether the kit has a registry that lists wallets.
 */
export function useFirstWalletsLoad(kit: LatchKit, enabled: boolean): boolean {
  // Whether the load this view last waited for failed (a later open tries again); each settled
  // load also re-renders the view, so `loadedKits` is read again.
  const [outcome, setOutcome] = useState<'pending' | 'failed' | 'loaded'>('pending')
  useEffect(() => {
    if (!enabled || loadedKits.has(kit)) return
    let active = true
    const cancel = afterNextFrame(() => {
      setOutcome('pending')
      void startLoad(kit).then(() => {
        if (active) setOutcome(loadedKits.has(kit) ? 'loaded' : 'failed')
      })
    })
    return () => {
      active = false
      cancel()
    }
  }, [kit, enabled])
  return enabled && !loadedKits.has(kit) && outcome !== 'failed'
}
