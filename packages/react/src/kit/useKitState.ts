import type { KitStateSnapshot, LatchKit } from '@latchkit/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useKit } from './KitContext.js'

const noKit = () => () => {}
const noState = () => undefined

/**
 * The kit's state snapshot, re-rendering when it changes (`useSyncExternalStore` over
 * `kit.subscribe` and `kit.getState`); `undefined` without a kit.
 */
export function useOptionalKitState(kit: LatchKit | undefined): KitStateSnapshot | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (kit ? kit.subscribe((state) => state, onChange) : noKit()),
    [kit],
  )
  // Snapshots keep their identity until the state changes, so getState is a stable snapshot getter.
  const getState = kit ? kit.getState : noState
  return useSyncExternalStore(subscribe, getState, getState)
}

/** Reads part of the kit's state; the selector runs during render, so it may build new objects. */
export function useKitState<selected>(select: (state: KitStateSnapshot) => selected): selected {
  const kit = useKit()
  return select(useOptionalKitState(kit) as KitStateSnapshot)
}
