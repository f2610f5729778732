import {
  type CreateLatchKitParameters as CoreParameters,
  consoleLogger,
  createLatchKit as createCoreKit,
  type LatchKit,
} from '@latchkit/core'
import { bindLatchButtons } from '../elements/buttons/bindButtons.js'
import { addKitPrefetch } from '../elements/loadModalChunk.js'
import { type MountModalParameters, mountModal } from '../elements/mountModal.js'
import { bindModal } from './bindModal.js'
import { resolveWalletImages } from './walletImageUrl.js'

/** `createLatchKit` of `@latchkit/core`, plus where and how the modal mounts. */
export type CreateLatchKitParameters = CoreParameters & {
  /** The modal's mounting options; its theme comes from `themeMode` and `themeVariables`. */
  modal?: Omit<MountModalParameters, 'themeMode' | 'themeVariables'> | undefined
}

/**
 * Creates a LatchKit instance (see `@latchkit/core`), the `<latch-modal>` that renders it
 * (appended to the page body unless `modal.appendTo` is false or `modal.embedded` is set), and
 * binds the page's kit buttons to it. The modal's code (React, views, QR) and the kit's code for
 * opening it (`kit.prefetch`) download on first open or prefetch, not here. On the server it creates the kit only.
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

  const images = resolveWalletImages(coreParameters, document.baseURI)
  const modal = mountModal({
    ...modalParameters,
    imageOrigins: [
      ...(modalParameters?.imageOrigins ?? [location.origin]),
      ...(images?.origin ? [images.origin] : []),
    ],
  })
  if (!modal) return kit
  if (images) modal.update({ walletImageUrl: images.walletImageUrl })

  let unbindModal: () => void
  try {
    unbindModal = bindModal(modal, kit, { logger: coreParameters.logger ?? consoleLogger })
  } catch (error) {
    kit.destroy()
    modal.remove()
    throw error
  }
  const unbindButtons = bindLatchButtons(kit)
  // Hovering a button or an idle page then also downloads the code the kit's `open` needs.
  const removePrefetch = addKitPrefetch(() => kit.prefetch())
  return {
    ...kit,
    destroy() {
      removePrefetch()
      unbindButtons()
      unbindModal()
      modal.remove()
      kit.destroy()
    },
  }
}
