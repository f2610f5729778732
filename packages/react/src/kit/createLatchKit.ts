import type { LatchKit } from '@latchkit/core'
import { type CreateLatchKitParameters, createLatchKit as createUiKit } from '@latchkit/ui'
import { forgetDefaultKit, setDefaultKit } from './KitContext.js'

export type { CreateLatchKitParameters }

/**
 * Creates the LatchKit instance the hooks and button components use: the kit of `@latchkit/core`
 * and, in the browser, the `<latch-modal>` bound to it (its code loads on first open). On the
 * server it creates the kit only, so components render their buttons from its starting state.
 * Call it once, at module level, outside components.
 *
 * @example
 * import { createLatchKit, LatchButton } from '@latchkit/react'
 *
 * createLatchKit({ adapters: [new EvmAdapter({ networks })], networks, projectId })
 * export const Header = () => <LatchButton />
 */
export function createLatchKit(parameters: CreateLatchKitParameters): LatchKit {
  const kit = createUiKit(parameters)
  // Once destroyed, the kit is no longer what hooks without a provider fall back on.
  const reactKit: LatchKit = {
    ...kit,
    destroy() {
      forgetDefaultKit(reactKit)
      kit.destroy()
    },
  }
  setDefaultKit(reactKit)
  return reactKit
}
