import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla'

export type SubscribeOptions<selected> = {
  /**
   * Decides whether the selection changed.
   * @default Object.is (snapshots keep unchanged branches identical)
   */
  equalityFn?: (a: selected, b: selected) => boolean
  /**
   * Calls the listener at once with the current selection.
   * @default false
   */
  fireImmediately?: boolean
}

/** `subscribe(selector, listener)` over a valtio store: the listener runs when the selection changes. */
export function createSelectorSubscribe<state extends object>(store: state) {
  return function subscribeSelector<selected>(
    selector: (state: Snapshot<state>) => selected,
    listener: (selected: selected, previous: selected) => void,
    options: SubscribeOptions<selected> = {},
  ): () => void {
    const equal = options.equalityFn ?? Object.is
    let current = selector(snapshot(store))
    if (options.fireImmediately) listener(current, current)
    // Synchronous, so a listener sees every step of an action in order.
    return subscribe(
      store,
      () => {
        const next = selector(snapshot(store))
        if (equal(next, current)) return
        const previous = current
        current = next
        listener(next, previous)
      },
      true,
    )
  }
}
