import { ViewNotRegisteredError } from '../../errors/router.js'
import type { ModalState, RouterData } from './modalState.js'
import { coreViews, type View } from './views.js'

export type Router = ReturnType<typeof createRouter>

/**
 * The modal's view history (spec section 2, navigation rules).
 *
 * @param parameters.onLastViewLeft called when going back from the only view left (closes the modal).
 */
export function createRouter(parameters: { state: ModalState; onLastViewLeft: () => void }) {
  const { state, onLastViewLeft } = parameters
  const registered = new Set<View>(coreViews)

  function assertRegistered(view: View) {
    if (!registered.has(view)) throw new ViewNotRegisteredError(view)
  }

  return {
    /** Makes feature views routable (a feature calls it when it loads). */
    registerViews(views: readonly View[]) {
      for (const view of views) registered.add(view)
    },
    isRegistered(view: View) {
      return registered.has(view)
    },
    /** Opens `view` on top of the history; pushing the current view again does nothing. */
    push(view: View, data?: RouterData) {
      assertRegistered(view)
      if (view === state.view) return
      state.history.push(view)
      state.view = view
      state.data = data
    },
    /** Swaps the current view for `view`, never leaving the same view twice at the top. */
    replace(view: View, data?: RouterData) {
      assertRegistered(view)
      if (state.view === view) {
        state.data = data
        return
      }
      // Replacing with the view just below collapses onto it rather than stacking it twice.
      if (state.history.at(-2) === view) state.history.pop()
      else state.history[state.history.length - 1] = view
      state.view = view
      state.data = data
    },
    /** Starts a new history holding only `view`. */
    reset(view: View, data?: RouterData) {
      assertRegistered(view)
      state.history = [view]
      state.view = view
      state.data = data
    },
    /** Pops the current view; with one entry left it leaves the modal instead. */
    goBack() {
      if (state.history.length <= 1) {
        onLastViewLeft()
        return
      }
      state.history.pop()
      state.view = state.history[state.history.length - 1] ?? 'Connect'
      state.data = undefined
    },
  }
}
