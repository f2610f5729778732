import type { LatchKit } from '@latchkit/core'
import { getDeepActiveElement } from '../a11y/activeElement.js'
import { getSheet } from '../styles/sheet.js'
import type { ThemeMode } from '../theme/palettes.js'
import { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables.js'
import { tokensCss } from '../theme/tokensCss.js'
import { kitNavigator } from './kitNavigator.js'
import { addKitPrefetch, loadModalChunk, wasModalPrefetched } from './loadModalChunk.js'
import type { ModalHost } from './modalHost.js'
import type { ModalNavigation, ModalNavigator } from './modalNavigator.js'
import { createModalStore, type ModalAlert, type ModalElementState } from './modalStore.js'
import { SafeHTMLElement } from './safeHTMLElement.js'
import { createStandaloneNavigator } from './standaloneNavigator.js'

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
 * Events: `latch-select` (detail `{ connectorId }`), `latch-close` and `latch-error`.
 * Without a kit (see `connectKit`) it shows the Connect and ConnectingWalletConnect views of its own
 * store; with one, the kit's views and router.
 */
export class LatchModalElement extends SafeHTMLElement implements ModalHost {
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
    strings: undefined,
    locale: 'en',
    imageOrigins: [location.origin],
    walletImageUrl: undefined,
    isPrerendered: false,
  })
  #kit: LatchKit | undefined
  /** The view history while no kit is bound; a bound kit's router takes its place. */
  readonly #standalone = createStandaloneNavigator({
    isCloseBlocked: () => this.closeBlocked || this.embedded,
  })
  #navigator: ModalNavigator = this.#standalone
  #stopFollowing: () => void = () => {}
  /** Set while `open()` asks the navigator to open, so following it does not load the shell twice. */
  #opening = false
  #shell: ShellHandle | undefined
  #shellLoading: Promise<void> | undefined
  #opener: HTMLElement | null = null
  #stopPrerendering: (() => void) | undefined

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open' })
    root.adoptedStyleSheets = [getSheet(tokensCss), getSheet(hostCss)]
    this.#follow(this.#standalone)
  }

  connectedCallback(): void {
    if (this.embedded) void this.open().catch(() => {})
    else {
      if (this.store.getState().isOpen) void this.#ensureShell().catch(() => {})
      // A prefetch (hover, focus, idle) also renders the closed modal's Connect view, hidden;
      // one that came before the element did, now.
      this.#stopPrerendering ??= addKitPrefetch(() => this.#prerender())
      if (wasModalPrefetched()) void this.#prerender().catch(() => {})
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
   * `open()` does. Returns a function that stops following the kit (the element's own history,
   * closed unless embedded, takes over again).
   */
  connectKit(kit: LatchKit): () => void {
    const navigator = kitNavigator(kit)
    this.#kit = kit
    this.#follow(navigator)
    return () => {
      // A later `connectKit` has replaced this kit already.
      if (this.#navigator !== navigator) return
      this.#kit = undefined
      this.#follow(this.#standalone)
    }
  }

  /**
   * Makes `navigator` the one history the element shows and acts on. What it shows now is
   * compared with what the element showed, so switching opens or closes like any other change.
   */
  #follow(navigator: ModalNavigator): void {
    this.#stopFollowing()
    this.#navigator = navigator
    this.#stopFollowing = navigator.subscribe((navigation, previous) => this.#show(navigation, previous))
    this.#show(navigator.getState(), this.store.getState())
  }

  #show({ isOpen, history }: ModalNavigation, { isOpen: wasOpen }: ModalNavigation): void {
    const open = isOpen || this.embedded
    this.store.setState(open ? { isOpen: true, history } : { isOpen: false, alert: undefined })
    if (isOpen && !wasOpen && !this.embedded && !this.#opening) {
      // Opened by the kit itself (`kit.open()`), not through `open()`.
      this.#opener ??= getDeepActiveElement()
      this.#ensureShell().catch((error: unknown) => {
        this.dispatchEvent(new CustomEvent('latch-error', { detail: { error } }))
        this.#navigator.close()
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
   * the code cannot be downloaded (calling again retries), with `ViewNeedsKitError` for a view
   * other than Connect and ConnectingWalletConnect while no kit is bound, and with a kit's
   * `ViewNotAvailableError` for a view the kit cannot show.
   */
  async open(parameters: OpenModalParameters = {}): Promise<void> {
    const { isOpen } = this.store.getState()
    if (!isOpen && !this.embedded) this.#opener = getDeepActiveElement()
    // The navigator picks the view: a kit shows Account when an address is connected.
    this.#opening = true
    try {
      this.#navigator.open(parameters.view)
    } finally {
      this.#opening = false
    }
    try {
      await this.#ensureShell()
    } catch (error) {
      this.store.setState({ isOpen: this.embedded })
      this.dispatchEvent(new CustomEvent('latch-error', { detail: { error } }))
      this.#navigator.close()
      throw error
    }
  }

  /** Closes the modal unless closing is blocked; returns whether it closed. */
  close(): boolean {
    const { isOpen, closeBlocked } = this.store.getState()
    if (!isOpen || closeBlocked || this.embedded) return false
    // A kit may still refuse (sign-in required); the element follows its state either way.
    this.#navigator.close()
    return true
  }

  /**
   * Shows `view` on top of the current one; `goBack` returns.
   * @throws {ViewNeedsKitError} without a kit, for a view other than Connect and ConnectingWalletConnect.
   * @throws {ViewNotAvailableError} with a kit, for a view the kit cannot show now.
   */
  navigate(view: string): void {
    this.#navigator.navigate(view)
  }

  /** Goes back one view; with one view left it closes the modal (spec section 2). */
  goBack(): void {
    this.#navigator.goBack()
  }

  /** Updates what the views show (rows, the pairing URI, image origins, the catalogue and the site's strings). */
  update(
    patch: Partial<
      Pick<
        ModalElementState,
        | 'connectors'
        | 'walletConnectUri'
        | 'imageOrigins'
        | 'catalogue'
        | 'strings'
        | 'locale'
        | 'walletImageUrl'
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
