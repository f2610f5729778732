/** One extension in `window.injectedWeb3`: its key and the entry it injected. */
export type InjectedExtensionEntry = { key: string; provider: object }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * The extensions the page's `window.injectedWeb3` holds, each under its own key, read without
 * trusting its shape: an entry counts when it has an `enable` (or the newer `connect`) function.
 */
export function findInjectedExtensions(page: { injectedWeb3?: unknown }): InjectedExtensionEntry[] {
  let injected: unknown
  try {
    injected = page.injectedWeb3
  } catch {
    return []
  }
  if (!isRecord(injected)) return []
  const found: InjectedExtensionEntry[] = []
  for (const key of Object.keys(injected)) {
    let provider: unknown
    try {
      provider = injected[key]
    } catch {
      continue
    }
    if (
      isRecord(provider) &&
      (typeof provider.enable === 'function' || typeof provider.connect === 'function')
    )
      found.push({ key, provider })
  }
  return found
}
