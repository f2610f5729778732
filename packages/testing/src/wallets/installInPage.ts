import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { pageInstallScript } from './bundlePageScript.js'
import { frameOrigin } from './frameOrigin.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'

/** An event for the page: its arguments, and the only site that may hear it when `origin` is set. */
export type PageDelivery = { origin?: string | undefined; args: readonly unknown[] }

export type InstallInPageParameters<WalletEvent> = {
  /** The page entry (relative to this folder) whose `install(config)` builds the wallet in the page. */
  entry: string
  /** The entry's config, given the names of the request binding and of the event inlet. */
  config(names: { bindingName: string; eventsKey: string }): unknown
  /** Answers one request from a frame of `origin`; throws a {@link ProviderRpcError} to refuse it. */
  request(request: { method: string; params?: unknown }, origin: string): Promise<unknown>
  subscribe(listener: (event: WalletEvent) => void): () => void
  toDelivery(event: WalletEvent): PageDelivery
}

let installCount = 0

/**
 * The plumbing every injected test wallet shares, for one page or every page of a context: a Playwright binding carries the page's requests
 * to the wallet in Node (answers come back as `{ result }` or `{ error: { code, message } }`, since
 * a binding cannot throw a coded error), and wallet events go back into each frame of the right
 * origin. Events raised while a request runs reach the page before its answer, as with a real wallet.
 */
export async function installInPage<WalletEvent>(
  target: Page | BrowserContext,
  parameters: InstallInPageParameters<WalletEvent>,
) {
  const id = `${++installCount}_${randomUUID().slice(0, 8)}`
  const names = { bindingName: `__latchkitWallet_${id}`, eventsKey: `__latchkitWalletEvents_${id}` }

  const deliveries = new Set<Promise<unknown>>()
  const deliver = (event: WalletEvent) => {
    const { origin, args } = parameters.toDelivery(event)
    const frames = 'frames' in target ? target.frames() : target.pages().flatMap((page) => page.frames())
    for (const frame of frames) {
      if (origin !== undefined && frameOrigin(frame.url()) !== origin) continue
      const delivery = frame
        .evaluate(
          ([key, eventArgs]) => {
            const inlet = (window as unknown as Record<string, unknown>)[key]
            if (typeof inlet === 'function') inlet(...eventArgs)
          },
          [names.eventsKey, args] as const,
        )
        .catch(() => undefined) // The frame navigated or closed: nobody is left to tell.
        .finally(() => deliveries.delete(delivery))
      deliveries.add(delivery)
    }
  }
  const unsubscribe = parameters.subscribe(deliver)
  // Two calls, not one: TypeScript cannot pick an overload of `once` on the union.
  if ('frames' in target) target.once('close', unsubscribe)
  else target.once('close', unsubscribe)

  await target.exposeBinding(names.bindingName, async ({ frame }, request: unknown) => {
    let answer: { result: unknown } | { error: unknown }
    try {
      const method =
        typeof request === 'object' && request !== null ? (request as { method?: unknown }).method : undefined
      if (typeof method !== 'string')
        throw new ProviderRpcError({
          code: providerErrorCodes.invalidRequest,
          message: 'Expected { method, params }.',
        })
      answer = { result: await parameters.request(request as { method: string }, frameOrigin(frame.url())) }
    } catch (error) {
      answer = {
        error:
          error instanceof ProviderRpcError
            ? error.toShape()
            : {
                code: providerErrorCodes.internalError,
                message: error instanceof Error ? error.message : String(error),
              },
      }
    }
    await Promise.all(deliveries)
    return answer
  })
  await target.addInitScript(await pageInstallScript(parameters.entry, parameters.config(names)))
}
