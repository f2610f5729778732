/** An entry of `window.btc_providers` (WBIP004): where a sats-connect style provider lives. */
export type SatsConnectProviderInfo = {
  /** The provider's path on `window`, e.g. `XverseProviders.BitcoinProvider`. */
  id: string
  name: string
  icon?: string | undefined
}

/** A sats-connect style provider: one JSON-RPC `request` and event listeners. */
export type SatsConnectProvider = {
  request: (method: string, params?: unknown) => Promise<unknown>
  addListener?: (event: string, listener: (payload: unknown) => void) => (() => void) | undefined
}

function readPath(path: string): unknown {
  let value: unknown = globalThis
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined
    try {
      value = (value as Record<string, unknown>)[key]
    } catch {
      return undefined
    }
  }
  return value
}

/** The page's `window.btc_providers` entries whose provider is there and has `request`. */
export function findSatsConnectProviders(): {
  info: SatsConnectProviderInfo
  provider: SatsConnectProvider
}[] {
  const listed = readPath('btc_providers')
  if (!Array.isArray(listed)) return []
  const found: { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] = []
  for (const entry of listed) {
    const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string' || id === '' || name === '') continue
    const provider = readPath(id) as SatsConnectProvider | undefined
    if (!provider || typeof provider.request !== 'function') continue
    found.push({ info: { id, name, icon: typeof icon === 'string' ? icon : undefined }, provider })
  }
  return found
}
