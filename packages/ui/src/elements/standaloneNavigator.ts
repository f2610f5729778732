import { ViewNeedsKitError } from '../errors/navigation.js'
import type { ModalNavigation, ModalNavigator } from './modalNavigator.js'

// What the element renders from its own store (the site's rows and pairing URI); every other view
// reads a kit's state.
const standaloneViews: readonly string[] = ['Connect', 'ConnectingWalletConnect']

function assertStandalone(view: string): void {
  if (!standaloneViews.includes(view)) throw new ViewNeedsKitError(view)
}

/**
 * The view history of `<latch-modal>` while no kit is bound, with the rules of core's router and
 * modal: opening starts a new history, showing the current view again does nothing, and going back
 * from the only view closes. Closing is refused while `isCloseBlocked()` says so.
 *
 * @throws {ViewNeedsKitError} from `open` and `navigate` for a view other than Connect and
 * ConnectingWalletConnect.
 * @example
 * const navigator = createStandaloneNavigator({ isCloseBlocked: () => modal.closeBlocked })
 * navigator.open()
 * navigator.navigate('ConnectingWalletConnect')
 */
export function createStandaloneNavigator(parameters: { isCloseBlocked: () => boolean }): ModalNavigator {
  const { isCloseBlocked } = parameters
  let navigation: ModalNavigation = { isOpen: false, history: ['Connect'] }
  const listeners = new Set<(navigation: ModalNavigation, previous: ModalNavigation) => void>()

  function set(next: ModalNavigation): void {
    const previous = navigation
    navigation = next
    for (const listener of listeners) listener(next, previous)
  }

  function close(): void {
    if (navigation.isOpen && !isCloseBlocked()) set({ ...navigation, isOpen: false })
  }

  return {
    getState: () => navigation,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    open(view = 'Connect') {
      assertStandalone(view)
      set({ isOpen: true, history: [view] })
    },
    close,
    navigate(view) {
      assertStandalone(view)
      const { history } = navigation
      if (history.at(-1) !== view) set({ ...navigation, history: [...history, view] })
    },
    goBack() {
      const { history } = navigation
      if (history.length > 1) set({ ...navigation, history: history.slice(0, -1) })
      else close()
    },
  }
}
