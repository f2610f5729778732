import { type ChainNamespace, isChainNamespace } from '@latchkit/core'
import { getSheet } from '../../styles/sheet.js'
import type { ThemeMode } from '../../theme/palettes.js'
import { applyThemeVariables, type ThemeVariables } from '../../theme/themeVariables.js'
import { tokensCss } from '../../theme/tokensCss.js'
import type { LatchModalElement } from '../LatchModalElement.js'
import { prefetchModal } from '../loadModalChunk.js'
import { SafeHTMLElement } from '../safeHTMLElement.js'
import { buttonCss } from './buttonCss.js'
import { activeBinding, buttonTranslate, registerButton, unregisterButton } from './buttonRegistry.js'
import { type ButtonKind, type ButtonState, describeButton } from './buttonState.js'

/** What a button asks for when clicked. */
export type OpenRequest = { view: string }

/**
 * The shared base of the kit's buttons: plain DOM in a shadow root (no React needed), styled by
 * adopted stylesheets. On hover or focus it prefetches the modal's code; on click it dispatches a
 * cancelable, composed `latch-open` event (detail `{ view }`), then calls `onOpen` if set, else
 * opens the bound kit's modal (see `bindLatchButtons`), else the page's `<latch-modal>`.
 */
export abstract class LatchButtonBase extends SafeHTMLElement {
  static readonly observedAttributes = ['namespace']
  /** Which button this is; decides its text and the view it opens. */
  abstract readonly kind: ButtonKind
  /** Called on click (after `latch-open` was not cancelled) instead of opening `<latch-modal>`. */
  onOpen: ((request: OpenRequest) => void) | undefined
  #state: ButtonState = { status: 'disconnected' }
  readonly #button: HTMLButtonElement
  readonly #avatar: HTMLSpanElement
  readonly #text: HTMLSpanElement
  readonly #detail: HTMLSpanElement
  #avatarAddress: string | undefined

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open', delegatesFocus: true })
    root.adoptedStyleSheets = [getSheet(tokensCss), getSheet(buttonCss)]
    this.#button = document.createElement('button')
    this.#button.type = 'button'
    this.#button.setAttribute('part', 'button')
    this.#avatar = document.createElement('span')
    this.#avatar.className = 'avatar'
    this.#avatar.hidden = true
    this.#text = document.createElement('span')
    this.#detail = document.createElement('span')
    this.#detail.className = 'detail'
    this.#button.append(this.#avatar, this.#text, this.#detail)
    root.append(this.#button)
    this.#button.addEventListener('click', () => this.#requestOpen())
    this.#button.addEventListener('pointerenter', prefetchModal)
    this.#button.addEventListener('focus', prefetchModal)
  }

  connectedCallback(): void {
    this.#render()
    registerButton(this)
  }

  disconnectedCallback(): void {
    unregisterButton(this)
  }

  attributeChangedCallback(): void {
    // A bound button follows another namespace: take that namespace's state.
    if (this.isConnected) registerButton(this)
  }

  /**
   * The chain namespace the button shows and opens the modal for (the `namespace` attribute);
   * `undefined` follows the kit's active namespace.
   */
  get namespace(): ChainNamespace | undefined {
    const value = this.getAttribute('namespace')
    return isChainNamespace(value) ? value : undefined
  }
  set namespace(namespace: ChainNamespace | undefined) {
    if (namespace) this.setAttribute('namespace', namespace)
    else this.removeAttribute('namespace')
  }

  /** The state the button renders from; assign a new object to update it. */
  get state(): ButtonState {
    return this.#state
  }
  set state(state: ButtonState) {
    this.#state = state
    this.#render()
  }

  /** Switches between the light and dark theme. */
  setThemeMode(mode: ThemeMode): void {
    this.setAttribute('theme', mode === 'light' ? 'light' : 'dark')
  }

  /** Overrides theme tokens; throws `InvalidThemeVariableError` on an unknown name or bad value. */
  setThemeVariables(variables: ThemeVariables): void {
    applyThemeVariables(this, variables)
  }

  #requestOpen(): void {
    const { view } = describeButton(this.kind, this.#state, buttonTranslate)
    const event = new CustomEvent<OpenRequest>('latch-open', {
      detail: { view },
      bubbles: true,
      composed: true,
      cancelable: true,
    })
    if (!this.dispatchEvent(event)) return
    if (this.onOpen) {
      this.onOpen({ view })
      return
    }
    const binding = activeBinding()
    if (binding) {
      binding.open({ view, namespace: this.namespace })
      return
    }
    const modal = document.querySelector<LatchModalElement>('latch-modal')
    if (typeof modal?.open === 'function') modal.open({ view }).catch(() => {})
  }

  #render(): void {
    const look = describeButton(this.kind, this.#state, buttonTranslate)
    this.hidden = look.isHidden
    this.#text.textContent = look.text
    this.#detail.textContent = look.detail ?? ''
    this.#button.dataset.variant = look.variant
    this.#button.setAttribute('aria-haspopup', 'dialog')
    if (look.isBusy) this.#button.setAttribute('aria-busy', 'true')
    else this.#button.removeAttribute('aria-busy')
    if (look.accessibleName) this.#button.setAttribute('aria-label', look.accessibleName)
    else this.#button.removeAttribute('aria-label')
    if (look.avatarAddress !== this.#avatarAddress) {
      this.#avatarAddress = look.avatarAddress
      // The avatar's place is kept from now on (no shift); its picture follows in a moment.
      this.#avatar.hidden = look.avatarAddress === undefined
      this.#avatar.replaceChildren()
      if (look.avatarAddress) void this.#drawAvatar(look.avatarAddress)
    }
  }

  /** Draws the identicon, whose code loads on first use: a disconnected page never needs it. */
  async #drawAvatar(address: string): Promise<void> {
    try {
      const { renderIdenticon } = await import('./renderIdenticon.js')
      if (this.#avatarAddress === address) this.#avatar.replaceChildren(renderIdenticon(address))
    } catch {
      // Offline or a removed chunk: the empty avatar circle stays; the address text says it all.
    }
  }
}
