import type { LatchKit, View } from '@latchkit/core'
import type { ModalNavigator } from './modalNavigator.js'

/**
 * The kit's router as the element's navigator: every call goes to the kit's public actions, and
 * the kit decides (Account when connected, unknown or disabled views refused with
 * `ViewNotAvailableError`, closing refused while sign-in is required).
 */
export function kitNavigator(kit: LatchKit): ModalNavigator {
  return {
    getState: () => kit.getState().modal,
    subscribe: (listener) => kit.subscribe((state) => state.modal, listener),
    open: (view) => kit.open(view ? { view: view as View } : {}),
    close: () => void kit.close(),
    navigate: (view) => kit.navigate(view as View),
    goBack: () => kit.goBack(),
  }
}
