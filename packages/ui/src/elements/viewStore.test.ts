import { expect, test } from 'vitest'
import { en } from '../i18n/strings.en.js'
import { createModalStore, type ModalElementState } from './modalStore.js'
import { viewStore } from './viewStore.js'

const initial: ModalElementState = {
  isOpen: false,
  history: ['Connect'],
  closeBlocked: false,
  connectors: undefined,
  walletConnectUri: undefined,
  alert: undefined,
  catalogue: undefined,
  strings: undefined,
  locale: 'en',
  imageOrigins: [],
  walletImageUrl: undefined,
  isPrerendered: false,
}

test('the views read English until the site supplies a catalogue, then the site’s', () => {
  const element = createModalStore(initial)
  const views = viewStore(element, en)
  expect(views.getState().catalogue).toBe(en)
  const pirate = { ...en, connectWallet: 'Hoist yer wallet' }
  element.setState({ catalogue: pirate })
  expect(views.getState().catalogue).toBe(pirate)
})

test('one snapshot per element state, and writes and listeners go to the element store', () => {
  const element = createModalStore(initial)
  const views = viewStore(element, en)
  expect(views.getState()).toBe(views.getState())
  const before = views.getState()
  let calls = 0
  const stop = views.subscribe(() => calls++)
  views.setState({ isOpen: true })
  expect(element.getState().isOpen).toBe(true)
  expect(views.getState()).not.toBe(before)
  expect(views.getState().isOpen).toBe(true)
  expect(calls).toBe(1)
  stop()
})

test("the site's own strings win over any catalogue, English or another", () => {
  const element = createModalStore(initial)
  const views = viewStore(element, en)
  element.setState({ strings: { connectWallet: 'Sign in with a wallet' } })
  expect(views.getState().catalogue.connectWallet).toBe('Sign in with a wallet')
  expect(views.getState().catalogue.close).toBe(en.close)
  element.setState({ catalogue: { ...en, close: 'Schließen' } })
  expect(views.getState().catalogue.connectWallet).toBe('Sign in with a wallet')
  expect(views.getState().catalogue.close).toBe('Schließen')
})
