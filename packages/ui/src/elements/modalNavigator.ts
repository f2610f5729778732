/** Whether the modal is open and its view history (the shape of a kit's `state.modal`). */
export type ModalNavigation = {
  readonly isOpen: boolean
  /** View names, oldest first; the last one is shown. */
  readonly history: readonly string[]
}

/**
 * The one view history `<latch-modal>` follows: a bound kit's router (`kitNavigator`), or the
 * element's own for when no kit is bound (`createStandaloneNavigator`). The element calls it for
 * `open`, `close`, `navigate` and `goBack` and renders what `subscribe` reports.
 */
export type ModalNavigator = {
  getState(): ModalNavigation
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: (navigation: ModalNavigation, previous: ModalNavigation) => void): () => void
  /** Opens the modal with a new history holding only `view` (the navigator's default without one). */
  open(view?: string): void
  /** Closes the modal unless closing is refused now; the state says whether it closed. */
  close(): void
  /** Shows `view` on top of the current one; showing the current view again does nothing. */
  navigate(view: string): void
  /** Goes back one view; with one view left it closes the modal. */
  goBack(): void
}
