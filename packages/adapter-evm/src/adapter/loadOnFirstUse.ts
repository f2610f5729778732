/**
 * A loader that imports a module the first time it is called and hands every later caller the
 * same promise, so the module's code is fetched only when the visitor first needs it. A failed
 * import (a flaky network, a deploy that replaced the chunk) is forgotten, so the next call tries
 * again instead of failing forever.
 */
export function loadOnFirstUse<Module>(importModule: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined
  return () => {
    loading ??= importModule().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
