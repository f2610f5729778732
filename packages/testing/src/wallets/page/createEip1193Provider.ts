import { ProviderRpcError, type ProviderRpcErrorShape, providerErrorCodes } from '../providerRpcError.js'

/** What the page side sends to the wallet, and the answer it gets back. */
export type ProviderRequest = { method: string; params?: unknown }
export type ProviderAnswer = { result: unknown } | { error: ProviderRpcErrorShape }

type Listener = (payload: unknown) => void

/** An EIP-1193 provider as a site sees it. */
export type Eip1193Provider = {
  request(args: ProviderRequest): Promise<unknown>
  on(event: string, listener: Listener): Eip1193Provider
  removeListener(event: string, listener: Listener): Eip1193Provider
}

/**
 * An EIP-1193 provider whose requests go to `send` (a Playwright binding, or a message port to an
 * extension's service worker). `emit` hands wallet events to the site's listeners.
 */
export function createEip1193Provider(send: (request: ProviderRequest) => Promise<ProviderAnswer>) {
  const listeners = new Map<string, Set<Listener>>()
  const provider: Eip1193Provider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
        throw new ProviderRpcError({
          code: providerErrorCodes.invalidRequest,
          message: 'Expected request({ method, params }) with a method name.',
        })
      const answer = await send({ method: args.method, params: args.params })
      if ('error' in answer) throw new ProviderRpcError(answer.error)
      return answer.result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // One failing site listener must not keep the others from hearing the event.
      try {
        listener(event === 'disconnect' ? new ProviderRpcError(payload as ProviderRpcErrorShape) : payload)
      } catch (error) {
        console.error(error)
      }
    }
  }
  return { provider, emit }
}
