import {
  type CreateLatchKitParameters as CoreParameters,
  consoleLogger,
  createLatchKit as createCoreKit,
  type LatchKit,
} from '@latchkit/core'
import { type MountModalParameters, mountModal } from '../elements/mountModal.js'
import { bindModal } from './bindModal.js'

/** `createLatchKit` of `@latchkit/core`, plus where and how the modal mounts. */
export type CreateLatchKitParameters = CoreParameters & {
  /** The modal's mounting options; its theme comes from `themeMode` and `themeVariables`. */
  modal?: Omit<MountModalParameters, 'themeMode' | 'themeVariables'> | undefined
}

/** The origin wallet images of the registry load from, so the modal lets them through. */
function registryImageOrigin(parameters: CoreParameters): string | undefined {
  const imageUrl = parameters.walletRegistry?.getWalletImageUrl?.('x')
  if (!imageUrl) return undefined
  try {
    return new URL(imageUrl, location.href).origin
  } catch {
    return undefined
  }
}

/**
 * Creates a LatchKit instance (see `@latchkit/core`) and the `<latch-modal>` that renders it,
 * appended to the page body unless `modal.appendTo` is false or `modal.embedded` is set. The
 * modal's code (React, views, QR) downloads on first open or prefetch, not here. On the server it
 * creates the kit only.
 *
 * @throws what core's `createLatchKit` throws, and `InvalidThemeVariableError` for a bad theme variable.
 * @example
 * const kit = createLatchKit({ adapters: [evmAdapter], networks: [mainnet], projectId })
 * kit.open()
 */
export function createLatchKit(parameters: CreateLatchKitParameters): LatchKit {
  const { modal: modalParameters, ...coreParameters } = parameters
  const kit = createCoreKit(coreParameters)
  const origin = typeof location === 'undefined' ? undefined : registryImageOrigin(coreParameters)
  const modal = mountModal({
    ...modalParameters,
    imageOrigins: [
      ...(modalParameters?.imageOrigins ?? (typeof location === 'undefined' ? [] : [location.origin])),
      ...(origin ? [origin] : []),
    ],
  })
  if (!modal) return kit

  const registry = coreParameters.walletRegistry
  if (registry?.getWalletImageUrl) modal.update({ walletImageUrl: registry.getWalletImageUrl })
  let unbind: () => void
  try {
    unbind = bindModal(modal, kit, { logger: coreParameters.logger ?? consoleLogger })
  } catch (error) {
    kit.destroy()
    modal.remove()
    throw error
  }
  // Hook-up point for the buttons: once src/elements/buttons/bindButtons.ts exists, call
  // `bindLatchButtons(kit)` here so <latch-button> and friends follow the kit's state.
  return {
    ...kit,
    destroy() {
      unbind()
      modal.remove()
      kit.destroy()
    },
  }
}
