// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createPolkadotWalletSource, toConnector } from './walletSource.js'

const page = globalThis as Record<string, unknown>
afterEach(() => {
  delete page.injectedWeb3
  delete page.walletExtension
})

const extension = () => ({ version: '1.0.0', enable: async () => ({}) })
const source = (retryDelaysMs: number[] = [], onChange = () => {}) =>
  createPolkadotWalletSource({ retryDelaysMs, appName: () => 'Test site', onChange })

describe('finding Polkadot extensions', () => {
  it('lists every injectedWeb3 extension without a click, with its name and an icon; unknown ones under their key', () => {
    const polkadotJs = extension()
    page.injectedWeb3 = {
      'polkadot-js': polkadotJs,
      talisman: extension(),
      'subwallet-js': extension(),
      enkrypt: extension(),
      'fearless-wallet': extension(),
      broken: { version: '1' },
      nothing: null,
    }
    const found = source()
    const connectors = found.list().map(toConnector)
    expect(
      connectors.map(({ id, name, type, chainNamespaces }) => ({ id, name, type, chainNamespaces })),
    ).toEqual([
      { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', chainNamespaces: ['polkadot'] },
      { id: 'talisman', name: 'Talisman', type: 'INJECTED', chainNamespaces: ['polkadot'] },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', chainNamespaces: ['polkadot'] },
      { id: 'enkrypt', name: 'Enkrypt', type: 'INJECTED', chainNamespaces: ['polkadot'] },
      { id: 'fearless-wallet', name: 'fearless-wallet', type: 'INJECTED', chainNamespaces: ['polkadot'] },
    ])
    expect(connectors[0]?.provider).toBe(polkadotJs)
    // Every icon is an SVG data URL an <img> can show; the known ones differ from the generic one.
    const icons = connectors.map((connector) => connector.imageUrl ?? '')
    for (const icon of icons) expect(icon).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(new Set(icons).size).toBe(5)
    const genericIcon = icons[4]
    for (const icon of icons.slice(0, 4)) expect(icon).not.toBe(genericIcon)
    found.stop()
  })

  it("names the polkadot-js entry of Nova Wallet's in-app browser Nova Wallet", () => {
    page.injectedWeb3 = { 'polkadot-js': extension() }
    page.walletExtension = { isNovaWallet: true }
    const found = source()
    expect(found.list().map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'polkadot-js', name: 'Nova Wallet' },
    ])
    found.stop()
  })

  it('finds an extension that injects late on a retry and announces it; connect waits for one that is not there yet', async () => {
    let changes = 0
    const found = source([20], () => changes++)
    expect(found.list()).toEqual([])
    const talisman = found.waitFor('talisman', 1000)
    page.injectedWeb3 = { talisman: extension() }
    expect((await talisman)?.name).toBe('Talisman')
    expect(await found.waitFor('subwallet-js', 150)).toBeUndefined()
    page.injectedWeb3 = {
      talisman: page.injectedWeb3 && (page.injectedWeb3 as Record<string, unknown>).talisman,
      'subwallet-js': extension(),
    }
    expect((await found.waitFor('subwallet-js', 1000))?.name).toBe('SubWallet')
    expect(found.list().map(({ id }) => id)).toEqual(['talisman', 'subwallet-js'])
    expect(changes).toBe(2)
    found.stop()
  })

  it('a page without extensions, or with an injectedWeb3 that throws, lists none', () => {
    expect(source().list()).toEqual([])
    Object.defineProperty(page, 'injectedWeb3', {
      configurable: true,
      get() {
        throw new Error('blocked')
      },
    })
    expect(source().list()).toEqual([])
  })
})
