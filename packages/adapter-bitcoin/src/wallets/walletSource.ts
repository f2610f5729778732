import { type Connector, createChangeWaiters, loadOnce } from '@latchkit/core'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinWallet } from './bitcoinWallet.js'
import type { FoundBitcoinWallet } from './foundWallet.js'
import { findSatsConnectProviders } from './satsConnect/satsConnectProvider.js'
import { findUnisatProvider, unisatFamily } from './unisat/unisatProvider.js'
import { isBitcoinStandardWallet } from './walletStandard/isBitcoinStandardWallet.js'
import { watchStandardWallets } from './walletStandard/watchStandardWallets.js'

type Drivers = typeof import('./drivers.js')
const drivers = loadOnce<Drivers>(() => import('./drivers.js'))

/** A found wallet whose driver is made from the drivers' chunk, once. */
function found(
  wallet: Omit<FoundBitcoinWallet, 'drive'>,
  makeDriver: (loaded: Drivers) => BitcoinWallet,
): FoundBitcoinWallet {
  const driver = loadOnce(() => drivers.get().then(makeDriver))
  return { ...wallet, drive: () => driver.get() }
}

/** The Bitcoin wallets on the page, kept up to date as wallets register or inject late. */
export type BitcoinWalletSource = {
  list(): readonly FoundBitcoinWallet[]
  find(id: string): FoundBitcoinWallet | undefined
  /** Resolves the wallet `id` once it is there, or `undefined` after `timeoutMs`. */
  waitFor(id: string, timeoutMs: number): Promise<FoundBitcoinWallet | undefined>
  /** Stops following registrations and injections. */
  stop(): void
}

/** A LatchKit connector for a wallet. */
export function toConnector(wallet: FoundBitcoinWallet): Connector {
  return {
    id: wallet.id,
    type: wallet.api === 'walletStandard' ? 'ANNOUNCED' : 'INJECTED',
    name: wallet.name,
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    ...(wallet.api === 'unisat' ? { rdns: wallet.id } : {}),
    chainNamespaces: ['bip122'],
    provider: wallet.provider,
  }
}

// One wallet that speaks two APIs (Xverse: the wallet standard and sats-connect) is listed once,
// through the first API of this order.
const apiPreference = ['walletStandard', 'satsConnect', 'unisat'] as const
const sameWallet = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+wallet$/, '')
    .replace(/\s+/g, '')

/**
 * Finds the page's Bitcoin wallets without a click: wallet-standard registrations with the
 * Bitcoin features, sats-connect providers listed in `window.btc_providers`, and the Unisat
 * family's globals (Unisat, OKX, Bitget, Binance Web3 Wallet). Injected globals are looked for
 * again at `retryDelaysMs`, since some wallets (Leather) inject after the page's scripts ran.
 */
export function createBitcoinWalletSource(parameters: {
  discoverStandardWallets: boolean
  retryDelaysMs: readonly number[]
  onChange: () => void
}): BitcoinWalletSource {
  const standard = new Map<Wallet, FoundBitcoinWallet>()
  const injected = new Map<string, FoundBitcoinWallet>()
  let snapshot: readonly FoundBitcoinWallet[] = []
  const waiters = createChangeWaiters()
  // What is there when the source is made is its first list, not a change.
  let started = false
  const announce = () => {
    if (started) parameters.onChange()
  }

  const refresh = () => {
    const byName = new Map<string, FoundBitcoinWallet>()
    for (const api of apiPreference)
      for (const wallet of [...standard.values(), ...injected.values()])
        if (wallet.api === api && !byName.has(sameWallet(wallet.name)))
          byName.set(sameWallet(wallet.name), wallet)
    const next = [...byName.values()]
    const changed =
      next.length !== snapshot.length || next.some((wallet, index) => wallet !== snapshot[index])
    snapshot = next
    waiters.notify()
    return changed
  }
  const scanInjected = () => {
    for (const { info, provider } of findSatsConnectProviders())
      if (!injected.has(`sats:${info.id}`))
        injected.set(
          `sats:${info.id}`,
          found({ id: info.id, name: info.name, icon: info.icon, api: 'satsConnect', provider }, (loaded) =>
            loaded.createSatsConnectWallet({ info, provider }),
          ),
        )
    for (const member of unisatFamily) {
      const provider = findUnisatProvider(member.path)
      if (provider && !injected.has(`unisat:${member.rdns}`))
        injected.set(
          `unisat:${member.rdns}`,
          found({ id: member.rdns, name: member.name, icon: undefined, api: 'unisat', provider }, (loaded) =>
            loaded.createUnisatWallet({ provider, ...member, icon: undefined }),
          ),
        )
    }
    if (refresh()) announce()
  }

  const stops: (() => void)[] = []
  if (parameters.discoverStandardWallets) {
    stops.push(
      watchStandardWallets({
        onRegister(wallet) {
          if (!isBitcoinStandardWallet(wallet) || standard.has(wallet)) return
          standard.set(
            wallet,
            found(
              {
                id: wallet.name,
                name: wallet.name,
                icon: wallet.icon,
                api: 'walletStandard',
                provider: wallet,
              },
              (loaded) => loaded.fromStandardBitcoinWallet(wallet),
            ),
          )
          if (refresh()) announce()
        },
        onUnregister(wallet) {
          standard.delete(wallet)
          if (refresh()) announce()
        },
      }),
    )
  }
  scanInjected()
  for (const delay of parameters.retryDelaysMs) {
    const timer = setTimeout(scanInjected, delay)
    stops.push(() => clearTimeout(timer))
  }

  started = true

  const find = (id: string) => snapshot.find((wallet) => wallet.id === id)
  return {
    list: () => snapshot,
    find,
    waitFor: (id, timeoutMs) => waiters.waitFor(() => find(id), timeoutMs),
    stop() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
