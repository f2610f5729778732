import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { pageInstallScript } from '../bundlePageScript.js'
import { frameOrigin } from '../frameOrigin.js'
import type { Eip6963ProviderInfo } from '../page/announceEip6963.js'
import type { ProviderAnswer } from '../page/createEip1193Provider.js'
import type { InjectedEvmWalletConfig } from '../page/injectedEvmWallet.js'
import { evmTestWalletIcon } from '../walletIcons.js'
import type { EvmTestWallet } from './createEvmWallet.js'
import type { EvmWalletEvent } from './evmWalletContext.js'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { toProviderRpcError } from './toProviderRpcError.js'

export type InstallEvmWalletOptions = {
  /** How the wallet presents itself over EIP-6963. @default "LatchKit Test Wallet", rdns "dev.latchkit.testwallet" */
  info?: Partial<Omit<Eip6963ProviderInfo, 'uuid'>> | undefined
  /** Also set `window.ethereum` (the legacy injected provider). @default false */
  setWindowEthereum?: boolean | undefined
}

/** The EIP-6963 info of the EVM test wallet unless a test names it otherwise. */
export const defaultEvmWalletInfo = {
  name: 'LatchKit Test Wallet',
  rdns: 'dev.latchkit.testwallet',
  icon: evmTestWalletIcon,
} as const

let installCount = 0

const eventArguments = (event: EvmWalletEvent): [string, unknown] =>
  event.type === 'chainChanged'
    ? ['chainChanged', event.chainId]
    : event.type === 'accountsChanged'
      ? ['accountsChanged', event.accounts]
      : ['disconnect', event.error]

/**
 * Injects `wallet` into every page `page` loads from now on: an EIP-1193 provider announced over
 * EIP-6963 whose requests run in Node, and whose events (`accountsChanged`, `chainChanged`,
 * `disconnect`) reach the page's listeners. Its state stays in Node, so a reload keeps the
 * authorization. Returns the announced info.
 *
 * @example
 * const wallet = createEvmWallet({ privateKeys, chains })
 * await installEvmWallet(page, wallet)
 * await page.goto(siteUrl)
 */
export async function installEvmWallet(
  page: Page,
  wallet: EvmTestWallet,
  options: InstallEvmWalletOptions = {},
): Promise<Eip6963ProviderInfo> {
  const id = `${++installCount}_${randomUUID().slice(0, 8)}`
  const info: Eip6963ProviderInfo = { ...defaultEvmWalletInfo, ...options.info, uuid: randomUUID() }
  const config: InjectedEvmWalletConfig = {
    bindingName: `__latchkitEvmWallet_${id}`,
    eventsKey: `__latchkitEvmWalletEvents_${id}`,
    info,
    setWindowEthereum: options.setWindowEthereum ?? false,
  }

  // Events raised while a request runs are delivered before its answer, as a real wallet does.
  const deliveries = new Set<Promise<unknown>>()
  const deliver = (event: EvmWalletEvent) => {
    const [name, payload] = eventArguments(event)
    for (const frame of page.frames()) {
      if ('origin' in event && frameOrigin(frame.url()) !== event.origin) continue
      const delivery = frame
        .evaluate(
          ([key, eventName, eventPayload]) => {
            const emit = (window as unknown as Record<string, unknown>)[key as string]
            if (typeof emit === 'function') emit(eventName, eventPayload)
          },
          [config.eventsKey, name, payload] as const,
        )
        .catch(() => undefined) // The frame navigated or closed: nobody is left to tell.
        .finally(() => deliveries.delete(delivery))
      deliveries.add(delivery)
    }
  }
  const unsubscribe = wallet.subscribe(deliver)
  page.once('close', unsubscribe)

  await page.exposeBinding(
    config.bindingName,
    async ({ frame }, request: unknown): Promise<ProviderAnswer> => {
      let answer: ProviderAnswer
      try {
        if (
          typeof request !== 'object' ||
          request === null ||
          typeof (request as { method?: unknown }).method !== 'string'
        )
          throw new ProviderRpcError({
            code: providerErrorCodes.invalidRequest,
            message: 'Expected { method, params }.',
          })
        answer = {
          result: await wallet.request(
            request as { method: string; params?: unknown },
            frameOrigin(frame.url()),
          ),
        }
      } catch (error) {
        answer = { error: toProviderRpcError(error).toShape() }
      }
      await Promise.all(deliveries)
      return answer
    },
  )
  await page.addInitScript(await pageInstallScript('./page/injectedEvmWallet.ts', config))
  return info
}
