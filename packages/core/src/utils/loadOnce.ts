/** What `loadOnce` returns: the load on demand, and what is known of it so far. */
export type LoadOnce<value> = {
  /** Loads on the first call; later and concurrent calls share that load. */
  get(): Promise<value>
  /** The load, if one began (and has not failed). */
  started(): Promise<value> | undefined
  /** The value, once loaded. */
  loaded(): value | undefined
}

/**
 * Loads something (usually a lazy chunk's `import()`) the first time it is asked for, and hands
 * every later caller the same promise. A failed load (a flaky network, a deploy that replaced the
 * chunk) is forgotten, so the next call tries again instead of failing forever. Every lazy loader
 * of LatchKit's packages uses it.
 *
 * @example
 * const signing = loadOnce(() => import('./signing.js'))
 * const { signMessage } = await signing.get()
 */
export function loadOnce<value>(load: () => Promise<value>): LoadOnce<value> {
  let promise: Promise<value> | undefined
  let result: value | undefined
  return {
    get() {
      promise ??= load().then(
        (value) => {
          result = value
          return value
        },
        (error: unknown) => {
          promise = undefined
          throw error
        },
      )
      return promise
    },
    started: () => promise,
    loaded: () => result,
  }
}
