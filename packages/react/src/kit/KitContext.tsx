import type { LatchKit } from '@latchkit/core'
import { createContext, type ReactNode, useContext } from 'react'

const KitContext = createContext<LatchKit | undefined>(undefined)

// The kit `createLatchKit` made last: hooks use it when no provider names another, so the usual
// set-up (create the kit once at module level, use hooks anywhere) needs no provider.
let defaultKit: LatchKit | undefined

/** @internal Called by `createLatchKit`. */
export function setDefaultKit(kit: LatchKit): void {
  defaultKit = kit
}

/**
 * Gives the components and hooks below it `kit` instead of the one `createLatchKit` made last.
 * Needed only for several kits on one page, or for a kit made by `@latchkit/core` directly.
 *
 * @example
 * <LatchKitProvider kit={kit}>
 *   <LatchButton />
 * </LatchKitProvider>
 */
export function LatchKitProvider({ kit, children }: { kit: LatchKit; children?: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}

/** The provider's kit, else the last one `createLatchKit` made, else `undefined`. */
export function useOptionalKit(): LatchKit | undefined {
  return useContext(KitContext) ?? defaultKit
}

/** The kit hooks act on. @throws {Error} when no kit exists yet. */
export function useKit(): LatchKit {
  const kit = useOptionalKit()
  if (!kit)
    throw new Error(
      'No LatchKit: call createLatchKit(...) before rendering, or wrap the tree in <LatchKitProvider kit={kit}>',
    )
  return kit
}
