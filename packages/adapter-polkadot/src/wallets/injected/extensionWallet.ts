import { WalletFeatureNotSupportedError } from '@latchkit/core'
import type { Signer } from '@polkadot/api/types'
import { PolkadotWalletResponseError } from '../../errors/walletErrors.js'
import type { PolkadotWallet, PolkadotWalletAccount } from '../polkadotWallet.js'
import { readSignature } from '../readSignature.js'
import { readWalletAccounts } from '../readWalletAccounts.js'
import { withWalletRejectionMapped } from '../walletRejection.js'

/** What an extension's `enable` resolves, as far as the adapter uses it (read without trusting it). */
type InjectedApi = {
  accounts: {
    get: () => Promise<unknown>
    subscribe?: (listener: (accounts: unknown) => void) => unknown
  }
  signer: Signer
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * An extension of `window.injectedWeb3` as the adapter's {@link PolkadotWallet}. `connect` (and
 * `getAccounts`, which restores a connection) calls the extension's `enable(appName)`: the first
 * time the extension asks the visitor to let the site see their accounts, later it remembers the
 * answer and resolves without a prompt. Accounts come from `accounts.get()` and are followed with
 * `accounts.subscribe`; messages are signed with the signer's `signRaw` (`type: 'bytes'`), and
 * transactions by handing the signer to @polkadot/api.
 */
export function createExtensionWallet(parameters: {
  id: string
  name: string
  icon: string
  provider: unknown
  appName: () => string
}): PolkadotWallet {
  const { id, name, icon, provider } = parameters
  let injected: InjectedApi | undefined

  async function enable(): Promise<InjectedApi> {
    const entry = provider as { enable?: unknown; connect?: unknown }
    const enableFunction = typeof entry.enable === 'function' ? entry.enable : entry.connect
    if (typeof enableFunction !== 'function')
      throw new PolkadotWalletResponseError({
        wallet: name,
        details: 'The extension has no enable function.',
      })
    const answer: unknown = await withWalletRejectionMapped(() =>
      Promise.resolve(enableFunction.call(provider, parameters.appName())),
    )
    const accounts = isRecord(answer) ? answer.accounts : undefined
    if (!isRecord(answer) || !isRecord(accounts) || typeof accounts.get !== 'function')
      throw new PolkadotWalletResponseError({ wallet: name, details: 'enable() resolved no account list.' })
    injected = answer as InjectedApi
    return injected
  }

  async function readAccounts(): Promise<PolkadotWalletAccount[]> {
    const api = await enable()
    return readWalletAccounts(name, await withWalletRejectionMapped(() => api.accounts.get()))
  }

  /** The signer's `feature`, bound to it. @throws {WalletFeatureNotSupportedError} when it has none. */
  function requireSigner<feature extends 'signRaw' | 'signPayload'>(
    feature: feature,
  ): NonNullable<Signer[feature]> {
    const signer = injected?.signer as Record<string, unknown> | undefined
    const method = signer?.[feature]
    if (typeof method !== 'function')
      throw new WalletFeatureNotSupportedError({
        wallet: name,
        feature: feature === 'signRaw' ? 'sign messages' : 'sign transactions',
      })
    return method.bind(signer) as NonNullable<Signer[feature]>
  }

  return {
    id,
    name,
    icon,
    api: 'injected',
    provider,
    connect: readAccounts,
    getAccounts: readAccounts,
    async signRaw({ address, data }) {
      const signRaw = requireSigner('signRaw')
      const answer = await withWalletRejectionMapped(() =>
        Promise.resolve(signRaw({ address, data, type: 'bytes' })),
      )
      return readSignature(name, answer)
    },
    signer(): Signer {
      const signPayload = requireSigner('signPayload')
      return {
        signPayload: (payload) => withWalletRejectionMapped(() => Promise.resolve(signPayload(payload))),
      }
    },
    subscribe(listener) {
      const subscribe = injected?.accounts.subscribe
      if (typeof subscribe !== 'function') return () => undefined
      let stop: unknown
      try {
        stop = subscribe.call(injected?.accounts, (answer: unknown) => {
          // An update that cannot be read changes nothing.
          let accounts: PolkadotWalletAccount[]
          try {
            accounts = readWalletAccounts(name, answer)
          } catch {
            return
          }
          listener({ type: 'accountsChanged', accounts })
        })
      } catch {
        return () => undefined
      }
      return () => {
        if (typeof stop === 'function') stop()
      }
    },
    // Extensions have no way for a site to end its authorization; the site just stops using it.
    disconnect: async () => undefined,
  }
}
