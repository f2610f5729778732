import type { PolkadotInjectedAccount } from '../polkadot/polkadotWalletAccounts.js'
import type { ProviderRpcErrorShape } from '../providerRpcError.js'

/** What the Node side tells the page script. */
export type InjectedPolkadotWalletConfig = {
  bindingName: string
  eventsKey: string
  /** The key under `window.injectedWeb3`: the extension's name. */
  name: string
  version: string
  /** Milliseconds after the page's start before the extension appears; 0 injects at once. */
  injectionDelayMs: number
}

type AccountsCallback = (accounts: PolkadotInjectedAccount[]) => void | Promise<void>
type Answer = { result: unknown } | { error: ProviderRpcErrorShape }

/**
 * Runs in the page before its scripts: adds `config.name` to `window.injectedWeb3` in the shape
 * `@polkadot/extension-inject` gives it (`{ version, enable(appName) }`), whose calls run in Node.
 * Like the polkadot-js extension it rejects with a plain `Error` carrying its message and no code
 * ("Cancelled" for a declined signature) and numbers each signer result's `id`.
 * @public (an esbuild entry, bundled by path)
 */
export function install(config: InjectedPolkadotWalletConfig): void {
  const ask = async (method: string, params: Record<string, unknown> = {}) => {
    // Looked up per call: Playwright may define the binding after this script ran.
    const binding = (window as unknown as Record<string, (request: unknown) => Promise<Answer>>)[
      config.bindingName
    ]
    if (!binding) throw new Error('The extension is not reachable from this page.')
    const answer = await binding({ method, params })
    if ('error' in answer) throw new Error(answer.error.message)
    return answer.result
  }
  const listAccounts = async () =>
    ((await ask('accounts')) as { accounts: PolkadotInjectedAccount[] }).accounts

  const subscribers = new Set<AccountsCallback>()
  const tell = (callback: AccountsCallback, accounts: PolkadotInjectedAccount[]) => {
    Promise.resolve()
      .then(() => callback(accounts))
      .catch((error: unknown) => console.error(error))
  }
  Object.defineProperty(window, config.eventsKey, {
    value: (accounts: PolkadotInjectedAccount[]) => {
      for (const callback of [...subscribers]) tell(callback, accounts)
    },
    enumerable: false,
  })

  let nextSignatureId = 0
  const signed = async (method: string, payload: unknown) => {
    const { signature } = (await ask(method, payload as Record<string, unknown>)) as { signature: string }
    nextSignatureId += 1
    return { id: nextSignatureId, signature }
  }
  const injected = {
    accounts: {
      get: async (anyType?: boolean) => {
        const { accounts } = (await ask('accounts', { anyType: anyType === true })) as {
          accounts: PolkadotInjectedAccount[]
        }
        return accounts
      },
      subscribe: (callback: AccountsCallback) => {
        subscribers.add(callback)
        listAccounts().then(
          (accounts) => subscribers.has(callback) && tell(callback, accounts),
          (error: unknown) => console.error(error),
        )
        return () => {
          subscribers.delete(callback)
        }
      },
    },
    signer: {
      signRaw: (payload: unknown) => signed('signRaw', payload),
      signPayload: (payload: unknown) => signed('signPayload', payload),
    },
    metadata: {
      get: async () => ((await ask('metadataList')) as { known: unknown[] }).known,
      provide: async (definition: unknown) =>
        ((await ask('metadataProvide', definition as Record<string, unknown>)) as { provided: boolean })
          .provided,
    },
  }

  const inject = () => {
    const target = window as unknown as { injectedWeb3?: Record<string, unknown> }
    // Never clobber what other extensions put there.
    target.injectedWeb3 ??= {}
    target.injectedWeb3[config.name] = {
      version: config.version,
      enable: async (appName?: string) => {
        await ask('enable', { appName })
        return injected
      },
    }
  }
  if (config.injectionDelayMs > 0) setTimeout(inject, config.injectionDelayMs)
  else inject()
}
