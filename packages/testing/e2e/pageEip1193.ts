import type { Page } from '@playwright/test'

/** What page code saw: the discovered provider and the events it emitted, in order. */
type PageProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (value: unknown) => void): void
}
type TestWindow = Window & { testProvider?: PageProvider; testEvents?: [string, unknown][] }

/**
 * Finds the wallet the way a site does (EIP-6963 request and announce events, in page code),
 * keeps its provider and starts recording its events. Returns the announced info.
 */
export async function discoverEvmWallet(page: Page, rdns: string) {
  return page.evaluate((wantedRdns) => {
    const testWindow = window as TestWindow
    const announced: {
      info: { uuid: string; name: string; icon: string; rdns: string }
      provider: PageProvider
    }[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      announced.push((event as CustomEvent).detail)
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const detail = announced.find((candidate) => candidate.info.rdns === wantedRdns)
    if (!detail) throw new Error(`No wallet with rdns ${wantedRdns} answered eip6963:requestProvider.`)
    testWindow.testProvider = detail.provider
    testWindow.testEvents = []
    for (const name of ['accountsChanged', 'chainChanged', 'disconnect'])
      detail.provider.on(name, (value: unknown) => {
        const payload =
          value instanceof Error
            ? { code: (value as Error & { code: number }).code, message: value.message }
            : value
        testWindow.testEvents?.push([name, payload])
      })
    return { info: detail.info, announcements: announced.length }
  }, rdns)
}

/** Calls `request` on the discovered provider in the page; a rejection comes back as `{ error: { code, message } }`. */
export async function pageRequest(page: Page, method: string, params?: unknown[]) {
  return page.evaluate(
    async ([name, list]) => {
      const provider = (window as TestWindow).testProvider
      if (!provider) throw new Error('Call discoverEvmWallet first.')
      try {
        return { result: await provider.request({ method: name, params: list }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    [method, params] as const,
  )
}

/** The provider events page code has heard so far. */
export const pageEvents = (page: Page) => page.evaluate(() => (window as TestWindow).testEvents ?? [])
