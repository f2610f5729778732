import type { LatchKit, Logger } from '@latchkit/core'
import type { LatchModalElement } from '../elements/LatchModalElement.js'
import { type MountModalParameters, mountModal } from '../elements/mountModal.js'
import { bindLocale } from './bindLocale.js'
import { bindModal } from './bindModal.js'
import type { WalletImages } from './walletImageUrl.js'

/** How a kit's `<latch-modal>` mounts: `createLatchKit`'s modal options, images and logger. */
export type KitModalOptions = {
  parameters: Omit<MountModalParameters, 'themeMode' | 'themeVariables' | 'prefetch'>
  images: WalletImages | undefined
  logger: Pick<Logger, 'error'>
}

/** A kit's mounted `<latch-modal>`, and how to take it down. */
export type MountedKitModal = { modal: LatchModalElement; unmount(): void }

/**
 * Creates `kit`'s `<latch-modal>` (appended to the body unless the parameters say otherwise),
 * with the registry's wallet images, and binds it to the kit. This module is a lazy chunk: the
 * kit loads it with the modal's code, on its first open or prefetch (see `lazyKitModal`).
 */
export function mountKitModal(
  kit: LatchKit,
  { parameters, images, logger }: KitModalOptions,
): MountedKitModal | undefined {
  const modal = mountModal({
    ...parameters,
    imageOrigins: [
      ...(parameters.imageOrigins ?? [location.origin]),
      ...(images?.origin ? [images.origin] : []),
    ],
  })
  if (!modal) return undefined
  if (images) modal.update({ walletImageUrl: images.walletImageUrl })
  const unbind = bindModal(modal, kit, { logger })
  const unbindLocale = bindLocale(modal, kit, { hasOwnCatalogue: Boolean(parameters.catalogue), logger })
  return {
    modal,
    unmount() {
      unbindLocale()
      unbind()
      modal.remove()
    },
  }
}
