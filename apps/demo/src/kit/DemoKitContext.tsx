import type { KitStateSnapshot } from '@latchkit/core'
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react'
import type { DemoKit } from './createDemoKit.js'

const DemoKitContext = createContext<DemoKit | undefined>(undefined)

/** Gives the sections the demo's kit and adapters. */
export function DemoKitProvider({ demo, children }: { demo: DemoKit; children: ReactNode }) {
  return <DemoKitContext.Provider value={demo}>{children}</DemoKitContext.Provider>
}

export function useDemoKit(): DemoKit {
  const demo = useContext(DemoKitContext)
  if (!demo) throw new Error('useDemoKit needs a DemoKitProvider')
  return demo
}

/**
 * One value of the kit's state that the public hooks do not expose (the connector id a page
 * needs to call its adapter), followed like the hooks follow theirs. `select` must return a
 * primitive or a branch of the snapshot, so an unchanged state keeps the same value.
 */
export function useKitValue<value>(select: (state: KitStateSnapshot) => value): value {
  const { kit } = useDemoKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribe(select, onChange), [kit, select])
  return useSyncExternalStore(subscribe, () => select(kit.getState()))
}
