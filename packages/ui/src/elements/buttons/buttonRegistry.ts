import type { ChainNamespace } from '@latchkit/core'
import { type ButtonStringId, buttonStrings } from '../../i18n/buttonStrings.en.js'
import { createTranslator, type Translate } from '../../i18n/translate.js'
import type { ButtonKind, ButtonState } from './buttonState.js'

/** A kit button as the registry sees it (implemented by `LatchButtonBase`). */
export type RegisteredButton = {
  readonly kind: ButtonKind
  readonly namespace: ChainNamespace | undefined
  state: ButtonState
}

/** What a bound kit does for the page's buttons: their state, and opening the modal. */
export type ButtonBinding = {
  stateFor(button: RegisteredButton): ButtonState
  open(request: { view: string; namespace: ChainNamespace | undefined }): void
}

// The page's buttons and the kits bound to them. Custom elements are page-wide (one registry per
// window), so this state is too; the latest binding wins until it is removed.
const buttons = new Set<RegisteredButton>()
const bindings: ButtonBinding[] = []

/** The binding the page's buttons follow now, if a kit is bound. */
export function activeBinding(): ButtonBinding | undefined {
  return bindings.at(-1)
}

function apply(button: RegisteredButton): void {
  const binding = activeBinding()
  if (binding) button.state = binding.stateFor(button)
}

/** Called by a button when it enters the document: it takes the bound kit's state at once. */
export function registerButton(button: RegisteredButton): void {
  buttons.add(button)
  apply(button)
}

export function unregisterButton(button: RegisteredButton): void {
  buttons.delete(button)
}

/** The buttons' texts now: English until the modal's language (or the site's wording) is known. */
export let buttonTranslate: Translate<ButtonStringId> = createTranslator(buttonStrings)

/**
 * Words the page's buttons from `catalogue` (the modal's, with the site's `modal.strings`, once
 * the modal rendered) and redraws the bound ones.
 */
export function setButtonTexts(catalogue: Record<ButtonStringId, string>): void {
  buttonTranslate = createTranslator(catalogue)
  refreshButtons()
}

/** Re-applies the active binding's state to every button (after the kit's state changed). */
export function refreshButtons(): void {
  for (const button of buttons) apply(button)
}

/** Makes `binding` the active one; returns a function that removes it (the previous one takes over). */
export function addBinding(binding: ButtonBinding): () => void {
  bindings.push(binding)
  refreshButtons()
  return () => {
    const index = bindings.indexOf(binding)
    if (index === -1) return
    bindings.splice(index, 1)
    refreshButtons()
    // No kit left: buttons drop the account of the kit that went away.
    if (!activeBinding()) for (const button of buttons) button.state = { status: 'disconnected' }
  }
}
