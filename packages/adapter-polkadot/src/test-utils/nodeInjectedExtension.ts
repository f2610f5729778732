import type { PolkadotTestWallet } from '@latchkit/testing/wallets'

/** The origin the Node "page" asks the wallet from. */
export const testSiteOrigin = 'http://127.0.0.1'

/**
 * The rig's Polkadot test wallet as a page sees it, in Node: the `window.injectedWeb3` entry
 * `{ version, enable(appName) }` whose calls go to `wallet.request` for `origin`, rejecting as the
 * extension does (a plain `Error` with its message, no code), as `installPolkadotWallet` gives a
 * browser page.
 */
export function nodeInjectedExtension(wallet: PolkadotTestWallet, origin = testSiteOrigin) {
  const ask = async (method: string, params: object = {}) => {
    try {
      return (await wallet.request({ method, params }, origin)) as Record<string, unknown>
    } catch (error) {
      throw new Error((error as Error).message)
    }
  }
  let nextSignatureId = 0
  const signed = async (method: string, payload: object) => {
    const { signature } = await ask(method, payload)
    nextSignatureId += 1
    return { id: nextSignatureId, signature }
  }
  const injected = {
    accounts: {
      get: async () => (await ask('accounts')).accounts,
      subscribe: (callback: (accounts: unknown) => void) => {
        // Called at once with the current list, as the extension does; a change heard meanwhile is newer.
        let heard = false
        const stop = wallet.subscribe((event) => {
          if (event.origin !== origin) return
          heard = true
          callback(event.accounts)
        })
        void ask('accounts').then(({ accounts }) => heard || callback(accounts))
        return stop
      },
    },
    signer: {
      signRaw: (payload: object) => signed('signRaw', payload),
      signPayload: (payload: object) => signed('signPayload', payload),
    },
  }
  return {
    version: '1.0.0',
    enable: async (appName?: string) => {
      await ask('enable', { appName })
      return injected
    },
  }
}
