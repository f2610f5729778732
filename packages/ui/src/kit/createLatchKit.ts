import {
  type CreateLatchKitParameters as CoreParameters,
  consoleLogger,
  createLatchKit as createCoreKit,
  type LatchKit,
} from '@latchkit/core'
import { bindLatchButtons } from '../elements/buttons/bindButtons.js'
import { addKitPrefetch, prefetchModalWhenIdle } from '../elements/loadModalChunk.js'
import type { MountModalParameters } from '../elements/mountModal.js'
import { validateThemeVariables } from '../theme/themeVariables.js'
import { lazyKitModal } from './lazyKitModal.js'
import { resolveWalletImages } from './walletImageUrl.js'

/** `createLatchKit` of `@latchkit/core`, plus where and how the modal mounts. */
export type CreateLatchKitParameters = CoreParameters & {
  /** The modal's mounting options; its theme comes from `themeMode` and `themeVariables`. */
  modal?: Omit<MountModalParameters, 'themeMode' | 'themeVariables'> | undefined
}

/**
 * Creates a LatchKit instance (see `@latchkit/core`) and binds the page's kit buttons to it. The
 * `<latch-modal>` that renders it (appended to the page body unless `modal.appendTo` is false or
 * `modal.embedded` is set) arrives with the modal's code (React, views) and the kit's code for
 * opening it (`kit.prefetch`): on first open or prefetch, not here; an embedded modal at once.
 * On the server it creates the kit only.
 *
 * @throws what core's `createLatchKit` throws, and `InvalidThemeVariableError` for a bad theme variable.
 * @example
 * const kit = createLatchKit({ adapters: [evmAdapter], networks: [mainnet], projectId })
 * kit.open()
 */
export function createLatchKit(parameters: CreateLatchKitParameters): LatchKit {
  const { modal: modalParameters, ...coreParameters } = parameters
  const kit = createCoreKit(coreParameters)
  if (typeof document === 'undefined') return kit
  try {
    validateThemeVariables(kit.getState().theme.variables)
  } catch (error) {
    kit.destroy()
    throw error
  }

  const { prefetch, ...mountParameters } = modalParameters ?? {}
  const modal = lazyKitModal(kit, {
    parameters: mountParameters,
    images: resolveWalletImages(coreParameters, document.baseURI),
    logger: coreParameters.logger ?? consoleLogger,
  })
  const unbindButtons = bindLatchButtons(kit)
  // Hovering a button or an idle page then also mounts the modal element (which renders its
  // Connect view ahead, hidden), then downloads the code the kit's `open` needs. The modal's own
  // code comes first: a tap opens the kit before any of it arrives, and the wallet list waits for
  // the modal's chunks, not for the connection code.
  const removePrefetch = addKitPrefetch(() => modal.mount().then(() => kit.prefetch()))
  if (prefetch === 'idle') prefetchModalWhenIdle()
  return {
    ...kit,
    destroy() {
      removePrefetch()
      unbindButtons()
      modal.destroy()
      kit.destroy()
    },
  }
}
