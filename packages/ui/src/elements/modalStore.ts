import type { MessageCode } from '@latchkit/core'
import type { Catalogue, StringId } from '../i18n/strings.en.js'

/** A tag shown at the end of a wallet row. */
export type ConnectorTag = 'installed' | 'recent' | 'qrCode'

/** One row of the Connect view. */
export type ModalConnector = {
  id: string
  name: string
  /** A data: URL or a URL on one of the modal's image origins; otherwise a placeholder shows. */
  imageUrl?: string | undefined
  tag?: ConnectorTag | undefined
}

/** A snackbar message; errors are announced assertively (role="alert"), the rest politely. */
export type ModalAlert = {
  kind: 'info' | 'success' | 'error'
  /** A catalogue id, or a core message code (shown with core's text when the catalogue lacks it). */
  message: StringId | MessageCode
  values?: Record<string, string | number> | undefined
}

/**
 * What the modal's views render. Until the kit's state is wired in, the element owns it; then a
 * binding maps `kit.getState()` onto it.
 */
export type ModalViewState = {
  isOpen: boolean
  /** View names, oldest first; the last one is shown. */
  history: readonly string[]
  /** Escape, the overlay and the close button do nothing while it is set. */
  closeBlocked: boolean
  /** The Connect view's rows; `undefined` while they load (skeleton rows show). */
  connectors: readonly ModalConnector[] | undefined
  /** The pairing URI the ConnectingWalletConnect view shows as a QR code. */
  walletConnectUri: string | undefined
  alert: ModalAlert | undefined
  catalogue: Catalogue
  /** The language the views write numbers and dates in (a BCP 47 tag; the catalogue's language). */
  locale: string
  /** Origins wallet images may load from (besides data: URLs). */
  imageOrigins: readonly string[]
  /** The registry's image URL of a wallet `image_id` (set when a kit with a registry is bound). */
  walletImageUrl: ((imageId: string) => string) | undefined
  /**
   * While closed, keep the Connect view rendered but hidden (set by the modal's prefetch), so the
   * next open only shows it. Hidden, it asks no service anything and loads no image.
   */
  isPrerendered: boolean
}

/**
 * What `<latch-modal>` holds before its views exist: the views' state, except that `catalogue` is
 * `undefined` until the site supplies one. The views show English then, loaded with their code,
 * so the page's first download does not carry the modal's texts.
 */
export type ModalElementState = Omit<ModalViewState, 'catalogue'> & {
  catalogue: Catalogue | undefined
  /** The site's own wording for some ids, over the catalogue (any locale). */
  strings: Partial<Catalogue> | undefined
}

export type ModalStore<State = ModalViewState> = {
  getState(): State
  setState(patch: Partial<State>): void
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A minimal external store (the shape `useSyncExternalStore` reads). */
export function createModalStore<State extends object>(initial: State): ModalStore<State> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    setState(patch) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
