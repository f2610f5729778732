import type { Page } from '@playwright/test'
import { custom } from 'viem'
import type { SiteWindow } from './site/main.js'

/** One request to the page's embedded provider: its result, or its error's code and short message. */
export function requestOnPage(page: Page, method: string, params: unknown[]) {
  return page.evaluate(
    async (request) => {
      try {
        return { result: await (window as unknown as SiteWindow).embeddedProvider.request(request) }
      } catch (error) {
        const { code, shortMessage, message } = error as {
          code?: number
          shortMessage?: string
          message: string
        }
        return { error: { code, message: shortMessage ?? message } }
      }
    },
    { method, params },
  )
}

/**
 * The page's embedded provider as a viem transport: each request runs on the page, and an error
 * keeps its EIP-1193 code so viem maps it as it would a wallet's.
 */
export function pageProvider(page: Page) {
  return custom({
    async request({ method, params }) {
      const answer = await requestOnPage(page, method, (params ?? []) as unknown[])
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
  })
}

/** The EVM address the kit shows as connected. */
export const connectedAddress = (page: Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)
