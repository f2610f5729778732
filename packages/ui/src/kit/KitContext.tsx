import type { KitStateSnapshot, LatchKit } from '@latchkit/core'
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react'
import { OutsideProviderError } from '../errors/context.js'

const KitContext = createContext<LatchKit | null>(null)

/** Makes `kit` available to the modal's views (`useKit`, `useKitState`). */
export function KitProvider({ kit, children }: { kit: LatchKit; children?: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}

/**
 * The kit the modal renders. Views read state with {@link useKitState} and act only through its
 * actions (`kit.connect`, `kit.goBack`, ...).
 * @throws {OutsideProviderError} outside a {@link KitProvider}.
 */
export function useKit(): LatchKit {
  const kit = useContext(KitContext)
  if (!kit) throw new OutsideProviderError({ hook: 'useKit', provider: 'a KitProvider' })
  return kit
}

/** The kit, or `undefined` when the modal runs without one (its standalone, element-only mode). */
export function useOptionalKit(): LatchKit | undefined {
  return useContext(KitContext) ?? undefined
}

/**
 * Reads part of the kit's state and re-renders when the kit's state changes. The selector runs
 * during render (not inside the store), so it may build new objects or arrays.
 * @example const status = useKitState((state) => state.account.status)
 */
export function useKitState<T>(selector: (state: KitStateSnapshot) => T): T {
  const kit = useKit()
  const subscribe = useCallback((onChange: () => void) => kit.subscribe((state) => state, onChange), [kit])
  // Snapshots keep their identity until the state changes, so getState is a stable snapshot getter.
  const snapshot = useSyncExternalStore(subscribe, kit.getState, kit.getState)
  return selector(snapshot)
}
