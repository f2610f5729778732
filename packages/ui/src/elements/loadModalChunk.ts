import { BaseError, loadOnce } from '@latchkit/core'

type ShellModule = typeof import('../modal/renderShell.js')

export type ModalLoadErrorType = ModalLoadError & { name: 'ModalLoadError' }

/** The modal's code could not be downloaded (offline, a deploy removed the chunk). Retryable. */
export class ModalLoadError extends BaseError {
  override name = 'ModalLoadError' as const
  constructor({ cause }: { cause: unknown }) {
    super('Could not load the wallet modal', { cause, docsPath: '/ui/loading' })
  }
}

const shell = loadOnce<ShellModule>(() =>
  import('../modal/renderShell.js').catch((cause: unknown) => {
    throw new ModalLoadError({ cause })
  }),
)

/**
 * Downloads the modal shell and views (React and all) once; the element and buttons stay tiny
 * until then. A failed download is forgotten so the next call tries again.
 */
export function loadModalChunk(): Promise<ShellModule> {
  return shell.get()
}

let prefetched = false

/**
 * Whether the page prefetched the modal already: a modal element connected later (a kit mounts
 * its own on the first prefetch) renders its Connect view ahead at once.
 */
export function wasModalPrefetched(): boolean {
  return prefetched
}

// What runs along with the modal's download: the page's kits' `prefetch` (code only) and each
// modal's hidden render of its Connect view.
const kitPrefetches = new Set<() => Promise<void>>()

/**
 * Makes every modal prefetch also run `prefetch` (a kit's own: the code its `open` needs; a modal
 * element's: its hidden render), until the returned function is called. `createLatchKit` adds
 * its kit's.
 */
export function addKitPrefetch(prefetch: () => Promise<void>): () => void {
  kitPrefetches.add(prefetch)
  return () => void kitPrefetches.delete(prefetch)
}

/**
 * Starts downloading the modal, and the code the page's kits need to open it, without waiting:
 * buttons call it on hover and focus, `mountModal({ prefetch: 'idle' })` when the browser is
 * idle. Nothing is requested from a service. Errors surface on open instead.
 *
 * @example
 * button.addEventListener('pointerenter', prefetchModal, { once: true })
 */
export function prefetchModal(): void {
  prefetched = true
  loadModalChunk().catch(() => {})
  for (const prefetch of kitPrefetches) prefetch().catch(() => {})
}

/** Prefetches once the browser is idle (or after 2 s where `requestIdleCallback` is missing). */
export function prefetchModalWhenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetchModal, { timeout: 5000 })
  else setTimeout(prefetchModal, 2000)
}
