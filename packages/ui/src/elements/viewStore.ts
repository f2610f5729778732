import type { Catalogue } from '../i18n/strings.en.js'
import type { ModalElementState, ModalStore } from './modalStore.js'

/**
 * The store the modal's views read: the element's state with `fallback` as the catalogue while the
 * site supplied none, and the site's own `strings` over it. Each element state maps to one view state object, so `useSyncExternalStore`
 * sees a stable snapshot. Imported only by the lazily loaded modal chunk.
 *
 * @example
 * const store = viewStore(modal.store, en)
 * store.getState().catalogue // the site's catalogue, else `en`
 */
export function viewStore(elementStore: ModalStore<ModalElementState>, fallback: Catalogue): ModalStore {
  let source: ModalElementState | undefined
  let view: ReturnType<ModalStore['getState']> | undefined
  return {
    getState() {
      const state = elementStore.getState()
      if (state !== source || !view) {
        source = state
        const catalogue = state.catalogue ?? fallback
        view = { ...state, catalogue: state.strings ? { ...catalogue, ...state.strings } : catalogue }
      }
      return view
    },
    setState: (patch) => elementStore.setState(patch),
    subscribe: (listener) => elementStore.subscribe(listener),
  }
}
