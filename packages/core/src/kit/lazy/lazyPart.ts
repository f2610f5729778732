/**
 * A part of the kit whose code is fetched on first use: `get()` loads it once (concurrent calls
 * share the load), `started()` is the load if one began, `loaded()` the part once it is there.
 */
export function lazyPart<T>(load: () => Promise<T>): {
  get(): Promise<T>
  started(): Promise<T> | undefined
  loaded(): T | undefined
} {
  let promise: Promise<T> | undefined
  let part: T | undefined
  return {
    get() {
      promise ??= load().then(
        (value) => {
          part = value
          return value
        },
        (error: unknown) => {
          // A failed chunk fetch is tried again on the next use.
          promise = undefined
          throw error
        },
      )
      return promise
    },
    started: () => promise,
    loaded: () => part,
  }
}
