import { getDeepActiveElement } from '../a11y/activeElement.js'
import { en } from '../i18n/strings.en.js'
import { getSheet } from '../styles/sheet.js'
import type { ThemeMode } from '../theme/palettes.js'
import { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables.js'
import { tokensCss } from '../theme/tokensCss.js'
import { loadModalChunk } from './loadModalChunk.js'
import { createModalStore, type ModalAlert, type ModalViewState } from './modalStore.js'
import { SafeHTMLElement } from './safeHTMLElement.js'

type ShellHandle = { unmount(): void }

/** Parameters of `LatchModalElement.open`. */
export type OpenModalParameters = {
  /** @default 'Connect' */
  view?: string | undefined
}

/**
 * `<latch-modal>`: the wallet modal's host. Its shadow root holds the React views, which load on
 * first open (or prefetch); until then the element is a few hundred bytes of plain DOM.
 * Attributes: `theme="light|dark"` (dark by default) and `embedded` (shown inline, always open).
 * Events: `latch-select` (detail `{ connectorId }`) and `latch-close`.
 */
export class LatchModalElement extends SafeHTMLElement {
  /** The view model the React views render; see `update` and `showAlert`. */
  readonly store = createModalStore({
    isOpen: false,
    history: ['Connect'],
    closeBlocked: false,
    connectors: undefined,
    walletConnectUri: undefined,
    alert: undefined,
    catalogue: en,
    imageOrigins: [location.origin],
  })
  #shell: ShellHandle | undefined
  #shellLoading: Promise<void> | undefined
  #opener: HTMLElement | null = null

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open' })
    root.adoptedStyleSheets = [getSheet(tokensCss), getSheet(hostCss)]
  }

  connectedCallback(): void {
    if (this.embedded) void this.open().catch(() => {})
    else if (this.store.getState().isOpen) void this.#ensureShell().catch(() => {})
  }

  disconnectedCallback(): void {
    this.#shell?.unmount()
    this.#shell = undefined
  }

  /** Shown inline where the site placed it, instead of as a dialog over the page. */
  get embedded(): boolean {
    return this.hasAttribute('embedded')
  }

  /** While true, Escape, the overlay and the close button leave the modal open. */
  get closeBlocked(): boolean {
    return this.store.getState().closeBlocked
  }
  set closeBlocked(value: boolean) {
    this.store.setState({ closeBlocked: value })
  }

  /**
   * Opens the modal at `view`, loading its code first if needed; focus moves into the dialog and
   * returns to the element that had it when the modal closes. Rejects with `ModalLoadError` when
   * the code cannot be downloaded (calling again retries).
   */
  async open(parameters: OpenModalParameters = {}): Promise<void> {
    const { isOpen } = this.store.getState()
    if (!isOpen && !this.embedded) this.#opener = getDeepActiveElement()
    this.store.setState({ isOpen: true, history: [parameters.view ?? 'Connect'] })
    try {
      await this.#ensureShell()
    } catch (error) {
      this.store.setState({ isOpen: this.embedded })
      this.dispatchEvent(new CustomEvent('latch-error', { detail: { error } }))
      throw error
    }
  }

  /** Closes the modal unless closing is blocked; returns whether it closed. */
  close(): boolean {
    const { isOpen, closeBlocked } = this.store.getState()
    if (!isOpen || closeBlocked || this.embedded) return false
    this.store.setState({ isOpen: false, alert: undefined })
    const opener = this.#opener
    this.#opener = null
    if (opener?.isConnected) opener.focus()
    this.dispatchEvent(new CustomEvent('latch-close'))
    return true
  }

  /** Shows `view` on top of the current one; `goBack` returns. */
  navigate(view: string): void {
    const { history } = this.store.getState()
    if (history.at(-1) !== view) this.store.setState({ history: [...history, view] })
  }

  /** Goes back one view; with one view left it closes the modal (spec section 2). */
  goBack(): void {
    const { history } = this.store.getState()
    if (history.length > 1) this.store.setState({ history: history.slice(0, -1) })
    else this.close()
  }

  /** Updates what the views show (rows, the pairing URI, image origins, strings). */
  update(
    patch: Partial<Pick<ModalViewState, 'connectors' | 'walletConnectUri' | 'imageOrigins' | 'catalogue'>>,
  ): void {
    this.store.setState(patch)
  }

  /** Shows a snackbar message (announced to screen readers) until `dismissAlert` or a timeout. */
  showAlert(alert: ModalAlert): void {
    this.store.setState({ alert })
  }

  dismissAlert(): void {
    this.store.setState({ alert: undefined })
  }

  /** Switches between the light and dark theme. */
  setThemeMode(mode: ThemeMode): void {
    this.setAttribute('theme', mode === 'light' ? 'light' : 'dark')
  }

  /** Overrides theme tokens; throws `InvalidThemeVariableError` on an unknown name or bad value. */
  setThemeVariables(variables: ThemeVariables): void {
    applyThemeVariables(this, variables)
  }

  #ensureShell(): Promise<void> {
    if (this.#shell) return Promise.resolve()
    this.#shellLoading ??= loadModalChunk()
      .then(({ renderShell }) => {
        if (!this.#shell && this.shadowRoot)
          this.#shell = renderShell({ host: this, root: this.shadowRoot, store: this.store })
      })
      .finally(() => {
        this.#shellLoading = undefined
      })
    return this.#shellLoading
  }
}

const hostCss = `
:host { display: block; }
:host(:not([embedded])) { position: fixed; inset: auto; width: 0; height: 0; }
`
