import type { ChainNamespace, KitStateSnapshot } from '@latchkit/core'
import { buttonStrings } from '../../i18n/buttonStrings.en.js'
import { createTranslator } from '../../i18n/translate.js'
import { type ButtonKind, describeButton } from './buttonState.js'
import { kitButtonState } from './kitButtonState.js'

/** What a server-rendered kit button holds until its element is defined. */
export type ButtonFallback = {
  text: string
  isHidden: boolean
  /** Whether it shows an account (set `data-latch-account` on the element: the avatar's room). */
  showsAccount: boolean
}

/**
 * The text (and visibility) a kit button of `kind` renders for `state`, as markup inside the
 * element so the page has the button's size before its script runs (see `latchButtonsFallbackCss`).
 * Without a state it is the disconnected look; with a returning visitor's stored connection, the
 * account it is restored to.
 *
 * @example
 * const { text } = latchButtonFallback('button', kit.getState()) // 'Connect Wallet'
 */
export function latchButtonFallback(
  kind: ButtonKind,
  state: KitStateSnapshot | undefined,
  namespace?: ChainNamespace,
): ButtonFallback {
  const buttonState = state ? kitButtonState(state, namespace) : { status: 'disconnected' as const }
  const look = describeButton(kind, buttonState, createTranslator(buttonStrings))
  return {
    text: look.detail ? `${look.text} ${look.detail}` : look.text,
    isHidden: look.isHidden,
    showsAccount: look.avatarAddress !== undefined,
  }
}
