import type { LatchKit, View } from '@latchkit/core'
import { getDeepActiveElement } from '../a11y/activeElement.js'
import { getSheet } from '../styles/sheet.js'
import type { ThemeMode } from '../theme/palettes.js'
import { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables.js'
import { tokensCss } from '../theme/tokensCss.js'
import { addKitPrefetch, loadModalChunk } from './loadModalChunk.js'
import {
  createModalStore,
  type ModalAlert,
  type ModalElementState,
  type ModalViewState,
} from './modalStore.js'
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
  /**
   * The view model the React views render; see `update` and `showAlert`. Its `catalogue` stays
   * `undefined` (English, loaded with the views) unless the site supplies one.
   */
  readonly store = createModalStore<ModalElementState>({
    isOpen: false,
    history: ['Connect'],
    closeBlocked: false,
    connectors: undefined,
    walletConnectUri: undefined,
    alert: undefined,
    catalogue: undefined,
    imageOrigins: [location.origin],
    walletImageUrl: undefined,
    isPrerendered: false,
  })
  #kit: LatchKit | undefined
  /** Set while `open()` asks the kit to open, so following the kit does not load the shell twice. */
  #opening = false
  #shell: ShellHandle | undefined
  #shellLoading: Promise<void> | undefined
  #opener: HTMLElement | null = null
  #stopPrerendering: (() => void) | undefined

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open' })
    root.adoptedStyleSheets = [getSheet(tokensCss), getSheet(hostCss)]
  }

  connectedCallback(): void {
    if (this.embedded) void this.open().catch(() => {})
    else {
      if (this.store.getState().isOpen) void this.#ensureShell().catch(() => {})
      // A prefetch (hover, focus, idle) also renders the closed modal's Connect view, hidden.
      this.#stopPrerendering ??= addKitPrefetch(() => this.#prerender())
    }
  }

  disconnectedCallback(): void {
    this.#stopPrerendering?.()
    this.#stopPrerendering = undefined
    this.#shell?.unmount()
    this.#shell = undefined
  }

  /** Shown inline where the site placed it, instead of as a dialog over the page. */
  get embedded(): boolean {
    return this.hasAttribute('embedded')
  }

  /** The kit whose state the modal renders and whose actions it calls (see `connectKit`). */
  get kit(): LatchKit | undefined {
    return this.#kit
  }

  /**
   * Renders `kit`: its modal state (open, history) drives the element, and `open`, `close`,
   * `goBack` and `navigate` call the kit's actions. Opening from `kit.open()` loads the views as
   * `open()` does. Returns a function that stops following the kit.
   */
  connectKit(kit: LatchKit): () => void {
    this.#kit = kit
    const stop = kit.subscribe(
      (state) => state.modal,
      (modal, previous) => this.#followKit(modal.isOpen, previous.isOpen, modal.history),
      { fireImmediately: true },
    )
    return () => {
      stop()
      if (this.#kit === kit) this.#kit = undefined
    }
  }

  #followKit(isOpen: boolean, wasOpen: boolean, history: readonly string[]): void {
    const open = isOpen || this.embedded
    this.store.setState(open ? { isOpen: true, history } : { isOpen: false, alert: undefined })
    if (isOpen && !wasOpen && !this.embedded && !this.#opening) {
      this.#opener ??= getDeepActiveElement()
      this.#ensureShell().catch((error: unknown) => {
        this.dispatchEvent(new CustomEvent('latch-error', { detail: { error } }))
        void this.#kit?.close()
      })
    } else if (!isOpen && wasOpen && !this.embedded) this.#afterClose()
  }

  #afterClose(): void {
    const opener = this.#opener
    this.#opener = null
    if (opener?.isConnected) opener.focus()
    this.dispatchEvent(new CustomEvent('latch-close'))
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
    // With a kit, its router decides the view (Account when connected) and refuses unknown ones.
    if (this.#kit) {
      this.#opening = true
      try {
        this.#kit.open(parameters.view ? { view: parameters.view as View } : {})
      } finally {
        this.#opening = false
      }
    } else this.store.setState({ isOpen: true, history: [parameters.view ?? 'Connect'] })
    try {
      await this.#ensureShell()
    } catch (error) {
      if (this.#kit) void this.#kit.close()
      this.store.setState({ isOpen: this.embedded })
      this.dispatchEvent(new CustomEvent('latch-error', { detail: { error } }))
      throw error
    }
  }

  /** Closes the modal unless closing is blocked; returns whether it closed. */
  close(): boolean {
    const { isOpen, closeBlocked } = this.store.getState()
    if (!isOpen || closeBlocked || this.embedded) return false
    // The kit may still refuse (sign-in required); the element follows its state either way.
    if (this.#kit) {
      void this.#kit.close()
      return true
    }
    this.store.setState({ isOpen: false, alert: undefined })
    this.#afterClose()
    return true
  }

  /** Shows `view` on top of the current one; `goBack` returns. */
  navigate(view: string): void {
    if (this.#kit) {
      this.#kit._internal.router.push(view as View)
      return
    }
    const { history } = this.store.getState()
    if (history.at(-1) !== view) this.store.setState({ history: [...history, view] })
  }

  /** Goes back one view; with one view left it closes the modal (spec section 2). */
  goBack(): void {
    if (this.#kit) {
      this.#kit.goBack()
      return
    }
    const { history } = this.store.getState()
    if (history.length > 1) this.store.setState({ history: history.slice(0, -1) })
    else this.close()
  }

  /** Updates what the views show (rows, the pairing URI, image origins, strings). */
  update(
    patch: Partial<
      Pick<
        ModalViewState,
        'connectors' | 'walletConnectUri' | 'imageOrigins' | 'catalogue' | 'walletImageUrl'
      >
    >,
  ): void {
    this.store.setState(patch)
  }

  /** Shows a snackbar message (announced to screen readers) until `dismissAlert` or a timeout. */
  showAlert(alert: ModalAlert): void {
    this.store.setState({ alert })
  }

  dismissAlert(): void {
    this.store.setState({ alert: undefined })
    if (this.#kit?.getState().notices.snackbar) this.#kit.closeSnackbar()
  }

  /** Switches between the light and dark theme. */
  setThemeMode(mode: ThemeMode): void {
    this.setAttribute('theme', mode === 'light' ? 'light' : 'dark')
  }

  /** Overrides theme tokens; throws `InvalidThemeVariableError` on an unknown name or bad value. */
  setThemeVariables(variables: ThemeVariables): void {
    applyThemeVariables(this, variables)
  }

  /**
   * Renders the Connect view into the closed modal, hidden, so that opening only has to show it
   * (React renders the whole tree otherwise, inside the click). Nothing is requested meanwhile.
   */
  #prerender(): Promise<void> {
    if (!this.store.getState().isPrerendered) this.store.setState({ isPrerendered: true })
    return this.#ensureShell()
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
