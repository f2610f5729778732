import type { LatchKit } from '@latchkit/core'
import { createContext, type ReactNode, useContext } from 'react'
import { KitNotFoundError } from '../errors/kit.js'

const KitContext = createContext<LatchKit | undefined>(undefined)

// In the browser, the kit `createLatchKit` made last: hooks use it when no provider names
// another, so the usual set-up (create the kit once at module level, use hooks anywhere) needs no
// provider. A page serves one visitor, so that kit is theirs. A server renders many visitors'
// requests, some at once, so it keeps none: there, hooks use the provider's kit only, and one
// request's kit can never serve another's.
let browserKit: LatchKit | undefined

/** @internal Called by `createLatchKit`; does nothing outside a browser. */
export function setDefaultKit(kit: LatchKit): void {
  if (typeof window !== 'undefined') browserKit = kit
}

/** @internal Called when `kit` is destroyed: hooks no longer fall back on it. */
export function forgetDefaultKit(kit: LatchKit): void {
  if (browserKit === kit) browserKit = undefined
}

/**
 * Gives the components and hooks below it `kit` instead of the one `createLatchKit` made last.
 * Needed for server rendering (hooks on the server read only a provider's kit), for several kits
 * on one page, or for a kit made by `@latchkit/core` directly.
 *
 * @example
 * <LatchKitProvider kit={kit}>
 *   <LatchButton />
 * </LatchKitProvider>
 */
export function LatchKitProvider({ kit, children }: { kit: LatchKit; children?: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>
}

/**
 * The provider's kit, else (in the browser) the last one `createLatchKit` made, else `undefined`
 * (the buttons then render their starting text).
 */
export function useOptionalKit(): LatchKit | undefined {
  return useContext(KitContext) ?? browserKit
}

/** The kit hooks act on. @throws {KitNotFoundError} when no kit exists yet. */
export function useKit(): LatchKit {
  const kit = useOptionalKit()
  if (!kit) throw new KitNotFoundError()
  return kit
}
