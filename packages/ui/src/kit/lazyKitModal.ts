import { type LatchKit, loadOnce } from '@latchkit/core'
import { ModalLoadError } from '../elements/loadModalChunk.js'
import type { KitModalOptions, MountedKitModal } from './mountKitModal.js'

/** A kit's `<latch-modal>` before it exists: mounted on demand. */
export type LazyKitModal = {
  /** Loads the element's code and mounts it, once; a failed download is retried on the next call. */
  mount(): Promise<void>
  /** Takes the element down (or stops it from ever mounting). */
  destroy(): void
}

/**
 * Keeps `kit`'s `<latch-modal>` out of the page's first download: its element, view model and
 * bindings arrive with the modal's code, when the kit first opens (a button, `kit.open()`), when
 * a prefetch asks (hover, focus, idle; see `addKitPrefetch`) or at once for an embedded modal. A
 * download that fails while the kit opens closes the kit again and is logged; opening retries.
 */
export function lazyKitModal(kit: LatchKit, options: KitModalOptions): LazyKitModal {
  let mounted: MountedKitModal | undefined
  let destroyed = false
  const mounting = loadOnce(() =>
    import('./mountKitModal.js').then(
      ({ mountKitModal }) => {
        if (!destroyed) mounted ??= mountKitModal(kit, options)
      },
      (cause: unknown) => {
        throw new ModalLoadError({ cause })
      },
    ),
  )
  const mount = () => mounting.get()
  const mountToOpen = () => {
    mount().catch((error: unknown) => {
      options.logger.error(error instanceof Error ? error.message : String(error))
      kit.close().catch(() => {})
    })
  }
  const stopFollowing = kit.subscribe(
    (state) => state.modal.isOpen,
    (isOpen) => {
      if (isOpen) mountToOpen()
    },
    { fireImmediately: true },
  )
  if (options.parameters.embedded) mountToOpen()
  return {
    mount,
    destroy() {
      destroyed = true
      stopFollowing()
      mounted?.unmount()
      mounted = undefined
    },
  }
}
