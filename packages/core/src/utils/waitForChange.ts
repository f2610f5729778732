/** Waiters that look again each time what they wait for may have changed. See {@link createChangeWaiters}. */
export type ChangeWaiters = {
  /**
   * Resolves what `find` returns once it returns something (at once if it does now), or
   * `undefined` after `timeoutMs`.
   */
  waitFor<value>(find: () => value | undefined, timeoutMs: number): Promise<value | undefined>
  /** Says something changed: every waiter looks again. */
  notify(): void
}

/**
 * Lets callers wait for something that arrives later (a wallet that registers or injects after
 * the page started): each waiter looks again on every `notify`, and gives up after its time-out.
 *
 * @example
 * const waiters = createChangeWaiters()
 * wallets.on('register', () => waiters.notify())
 * const wallet = await waiters.waitFor(() => wallets.find(id), 1000)
 */
export function createChangeWaiters(): ChangeWaiters {
  const checks = new Set<() => void>()
  return {
    waitFor(find, timeoutMs) {
      const found = find()
      if (found !== undefined || timeoutMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          checks.delete(check)
          resolve(find())
        }
        const check = () => {
          if (find() !== undefined) done()
        }
        const timer = setTimeout(done, timeoutMs)
        checks.add(check)
      })
    },
    notify() {
      for (const check of [...checks]) check()
    },
  }
}
