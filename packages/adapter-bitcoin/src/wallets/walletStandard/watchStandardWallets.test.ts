// @vitest-environment happy-dom
import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, test } from 'vitest'
import { watchStandardWallets } from './watchStandardWallets.js'

type App = { register(...wallets: Wallet[]): () => void }

/** A wallet as extensions ship one: it announces itself, and registers with apps that announce later. */
function injectWallet(name: string): Wallet {
  const wallet = {
    name,
    version: '1.0.0',
    icon: 'data:image/svg+xml;base64,AA==',
    chains: [],
    features: {},
    accounts: [],
  }
  const callback = (app: App) => app.register(wallet as unknown as Wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  const onAppReady = (event: Event) => callback((event as CustomEvent<App>).detail)
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  // The page stays between tests: each test's wallets leave with it.
  stops.push(() => window.removeEventListener('wallet-standard:app-ready', onAppReady))
  return wallet as unknown as Wallet
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function watch() {
  const registered: string[] = []
  const unregistered: string[] = []
  stops.push(
    watchStandardWallets({
      onRegister: (wallet) => registered.push(wallet.name),
      onUnregister: (wallet) => unregistered.push(wallet.name),
    }),
  )
  return { registered, unregistered }
}

test('finds a wallet injected before the adapter started and one injected after, each once', () => {
  injectWallet('Early Wallet')
  const seen = watch()
  expect(seen.registered).toEqual(['Early Wallet'])
  injectWallet('Late Wallet')
  expect(seen.registered).toEqual(['Early Wallet', 'Late Wallet'])
})

test('two apps on one page (the Solana and Bitcoin adapters) each find every wallet', () => {
  const first = watch()
  const second = watch()
  injectWallet('Shared Wallet')
  expect(first.registered).toEqual(['Shared Wallet'])
  expect(second.registered).toEqual(['Shared Wallet'])
})

test('a wallet registering twice is reported once; its unregister is reported once', () => {
  const seen = watch()
  let app: App | undefined
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', { detail: (given: App) => (app = given) }),
  )
  const wallet = { name: 'Twice', features: {} } as unknown as Wallet
  const unregister = app?.register(wallet)
  app?.register(wallet)
  expect(seen.registered).toEqual(['Twice'])
  unregister?.()
  unregister?.()
  expect(seen.unregistered).toEqual(['Twice'])
})

test("a wallet's throwing callback or a malformed event does not stop the others; after stop nothing is reported", () => {
  const seen = watch()
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: () => {
        throw new Error('broken wallet')
      },
    }),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a callback' }))
  injectWallet('Working Wallet')
  expect(seen.registered).toEqual(['Working Wallet'])
  for (const stop of stops.splice(0)) stop()
  injectWallet('After Stop')
  expect(seen.registered).toEqual(['Working Wallet'])
})
