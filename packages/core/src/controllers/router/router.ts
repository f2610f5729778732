import { ViewNotAvailableError } from '../../errors/router.js'
import type { ModalState, RouterData } from './modalState.js'
import type { View } from './views.js'

export type Router = ReturnType<typeof createRouter>

/**
 * The modal's view history (spec section 2, navigation rules). Views a feature renders are
 * reachable only while `isAvailable` says so; `onEnter` is told of every view shown (a feature's
 * controller starts loading there).
 *
 * @throws {ViewNotAvailableError} from `push`, `replace` and `reset` for a view not available.
 */
export function createRouter(parameters: {
  state: ModalState
  isAvailable: (view: View) => boolean
  onEnter?: ((view: View) => void) | undefined
}) {
  const { state, isAvailable, onEnter } = parameters

  function show(view: View, data: RouterData | undefined) {
    state.view = view
    state.data = data
    onEnter?.(view)
  }

  function assertAvailable(view: View) {
    if (!isAvailable(view)) throw new ViewNotAvailableError(view)
  }

  return {
    /** Whether `view` can be shown now. */
    isAvailable,
    /** Opens `view` on top of the history; pushing the current view again does nothing. */
    push(view: View, data?: RouterData) {
      assertAvailable(view)
      if (view === state.view) return
      state.history.push(view)
      show(view, data)
    },
    /** Swaps the current view for `view`, never leaving the same view twice at the top. */
    replace(view: View, data?: RouterData) {
      assertAvailable(view)
      if (state.view === view) {
        state.data = data
        return
      }
      // Replacing with the view just below collapses onto it rather than stacking it twice.
      if (state.history.at(-2) === view) state.history.pop()
      else state.history[state.history.length - 1] = view
      show(view, data)
    },
    /** Starts a new history holding only `view`. */
    reset(view: View, data?: RouterData) {
      assertAvailable(view)
      state.history = [view]
      show(view, data)
    },
    /**
     * Pops the current view. Returns `false`, changing nothing, when it is the only one left: the
     * caller leaves the modal then (see `Modal.goBack`).
     */
    goBack(): boolean {
      if (state.history.length <= 1) return false
      state.history.pop()
      state.view = state.history[state.history.length - 1] ?? 'Connect'
      state.data = undefined
      return true
    },
  }
}
