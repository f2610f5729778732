import type { EmbeddedEip1193Provider, Listener, RequestArguments } from './embeddedEip1193Provider.js'

/**
 * The EIP-1193 provider a site's wagmi holds from the start: it keeps the dapp's listeners and
 * downloads the embedded wallet's code on the first request that needs it. Before a login the kit
 * remembers, `eth_accounts` answers no accounts without loading anything (a visitor who never
 * used the embedded wallet downloads none of it).
 */
export function createLazyEip1193Provider(parameters: {
  isLoggedIn: () => boolean
  load: (emit: (event: string, value: unknown) => void) => Promise<Pick<EmbeddedEip1193Provider, 'request'>>
  chainIds: readonly number[]
}): EmbeddedEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  let loaded: Promise<Pick<EmbeddedEip1193Provider, 'request'>> | undefined
  const provider = () => {
    loaded ??= parameters.load(emit).catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  return {
    async request(request: RequestArguments) {
      if (!loaded && request.method === 'eth_accounts' && !parameters.isLoggedIn()) return []
      if (!loaded && request.method === 'eth_chainId')
        return `0x${(parameters.chainIds[0] ?? 1).toString(16)}`
      return (await provider()).request(request)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
