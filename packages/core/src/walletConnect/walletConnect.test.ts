import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from '../../../testing/src/walletconnect/startRelay.js'
import {
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '../../../testing/src/walletconnect/startWalletConnectWallet.js'
import type { Wallet } from '../contracts/walletRegistry.js'
import {
  connectWithWallet,
  createBrowserStorage,
  loadWalletConnectPage,
  shownUri,
  type WalletConnectTestPage,
} from './walletConnectTestKit.js'

// WalletConnect's reason for a session the user ended.
const userDisconnected = { code: 6000, message: 'User disconnected.' }
let relay: Relay
const wallets: WalletConnectWallet[] = []
const pages: WalletConnectTestPage[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.close()))
  await Promise.all(wallets.splice(0).map((wallet) => wallet.stop()))
})
afterAll(() => relay?.stop())

async function startWallet() {
  const wallet = await startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [1, 10] } })
  wallets.push(wallet)
  return wallet
}

function loadPage(
  ...args: Parameters<typeof loadWalletConnectPage> extends [string, ...infer rest] ? rest : never
) {
  const page = loadWalletConnectPage(relay.url, ...args)
  pages.push(page)
  return page
}

// Each test pairs over the rig's relay, often twice: a loaded 2-core CI machine needs more than
// vitest's default 5 s per test, while each wait inside stays bounded by its own poll timeout.
describe('WalletConnect in the kit', { timeout: 45_000 }, () => {
  it('lists WalletConnect and loads nothing before the visitor picks it', async () => {
    const page = loadPage(createBrowserStorage())
    await page.kit.ready
    expect(page.kit.getState().connectors.connectors).toContainEqual({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chainNamespaces: ['eip155'],
    })
    expect(page.kit.getState().walletConnect).toEqual({
      uri: undefined,
      expiresAt: undefined,
      status: 'idle',
    })
    expect(page.kit._internal.walletConnect?.getProvider()).toBeUndefined()
  })

  it('is off without a project id', () => {
    const page = loadPage(createBrowserStorage(), { projectId: undefined })
    expect(page.kit.getState().connectors.connectors.map((connector) => connector.id)).not.toContain(
      'walletConnect',
    )
  })

  it('shows a pairing URI, and connects every namespace once the wallet approves', async () => {
    const wallet = await startWallet()
    const page = loadPage(createBrowserStorage())
    await page.kit.ready
    const connecting = page.kit.connect({ connectorId: 'walletConnect' })
    const uri = await shownUri(page)
    const shown = page.kit.getState()
    expect(shown.modal).toMatchObject({ isOpen: true, view: 'ConnectingWalletConnect' })
    expect(shown.walletConnect.status).toBe('pairing')
    expect(shown.accounts.eip155?.status).toBe('connecting')
    // Pairings live five minutes.
    expect(shown.walletConnect.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000)
    expect(shown.walletConnect.expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000)

    await wallet.pair(uri)
    await connecting
    const state = page.kit.getState()
    expect(state.walletConnect).toEqual({ uri: undefined, expiresAt: undefined, status: 'connected' })
    expect(state.accounts.eip155).toMatchObject({ status: 'connected', address: wallet.evmAddress })
    expect(state.connection.connections.eip155?.connectorId).toBe('walletConnect')
    expect(state.network.byNamespace.eip155?.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:10'])
    expect(state.network.byNamespace.eip155?.supportsAllNetworks).toBe(false)
    expect(wallet.sessions).toHaveLength(1)
    expect(wallet.sessions[0]?.namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
  })

  it('ends the session for the wallet when the visitor disconnects', async () => {
    const wallet = await startWallet()
    const page = loadPage(createBrowserStorage())
    await connectWithWallet(page, wallet)
    await page.kit.disconnect()
    expect(page.kit.getState().accounts.eip155?.status).toBe('disconnected')
    expect(page.kit.getState().walletConnect.status).toBe('idle')
    expect(page.adapter.calls).toContain('disconnect:walletConnect')
    await expect.poll(() => wallet.sessions.length, { timeout: 10_000 }).toBe(0)
  })

  it("remembers a phone's wallet choice while the session lasts; a QR pairing or a disconnect forgets it", async () => {
    const wallet = await startWallet()
    const page = loadPage(createBrowserStorage())
    await page.kit.ready
    const rainbow = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' } as Wallet
    const connecting = page.kit.connect({ connectorId: 'walletConnect', wallet: rainbow, deepLink: true })
    await wallet.pair(await shownUri(page))
    await connecting
    expect(page.kit._internal.storage.get('deepLinkChoice')).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    await page.kit.disconnect()
    expect(page.kit._internal.storage.get('deepLinkChoice')).toBeUndefined()

    // Picked on the phone again, then from a QR code instead: the choice goes.
    void page.kit.connect({ connectorId: 'walletConnect', wallet: rainbow, deepLink: true }).catch(() => {})
    await expect.poll(() => page.kit._internal.storage.get('deepLinkChoice')).toBeDefined()
    void page.kit.connect({ connectorId: 'walletConnect', wallet: rainbow }).catch(() => {})
    await expect.poll(() => page.kit._internal.storage.get('deepLinkChoice')).toBeUndefined()
  })

  it('disconnects every namespace when the wallet ends the session', async () => {
    const wallet = await startWallet()
    const page = loadPage(createBrowserStorage())
    await connectWithWallet(page, wallet)
    const [session] = wallet.sessions
    await wallet.client.disconnect({ topic: session?.topic as string, reason: userDisconnected })
    await expect
      .poll(() => page.kit.getState().accounts.eip155?.status, { timeout: 10_000 })
      .toBe('disconnected')
    expect(page.kit.getState().connection.connectedNamespaces).toEqual([])
    expect(page.kit.getState().walletConnect.status).toBe('idle')
  })

  it("turns the wallet's refusal into 'Connection rejected', and a second try connects", async () => {
    const wallet = await startWallet()
    wallet.behaviour.rejectNextProposal = true
    const page = loadPage(createBrowserStorage())
    const connecting = page.kit.connect({ connectorId: 'walletConnect' })
    await wallet.pair(await shownUri(page))
    await expect(connecting).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: 'Connection rejected',
    })
    expect(page.kit.getState().walletConnect.status).toBe('failed')
    expect(page.kit.getState().accounts.eip155?.status).toBe('disconnected')

    await connectWithWallet(page, wallet)
    expect(page.kit.getState().accounts.eip155?.address).toBe(wallet.evmAddress)
  })

  it('shows a new pairing URI when the shown one expires, and the new one connects', async () => {
    const wallet = await startWallet()
    // A clock 4 min 58 s ahead: the first pairing expires one to two seconds after it is shown
    // (WalletConnect rounds the expiry down to a whole second, so a code lasts 299 to 300 s). The
    // clock is right again as soon as the fresh code is in state (not when the test gets to run
    // again, which on a loaded machine can be after that code expired too), so the fresh pairing
    // lasts while the wallet scans it.
    let clockAhead = 298_000
    const page = loadPage(createBrowserStorage(), { now: () => Date.now() + clockAhead })
    await page.kit.ready
    // Every URI the kit showed, in order: polling alone could miss a code shown only briefly.
    const shownUris: string[] = []
    page.kit.subscribe(
      (state) => state.walletConnect.uri,
      (uri) => {
        if (!uri) return
        shownUris.push(uri)
        if (shownUris.length > 1) clockAhead = 0
      },
    )
    const connecting = page.kit.connect({ connectorId: 'walletConnect' })
    await shownUri(page)
    const [first] = shownUris
    const refreshed = await shownUri(page, first)
    expect(shownUris.indexOf(refreshed)).toBeGreaterThan(0)
    expect(page.kit.getState().walletConnect.status).toBe('pairing')
    await wallet.pair(refreshed)
    await connecting
    expect(page.kit.getState().accounts.eip155?.address).toBe(wallet.evmAddress)
  })

  it("stops pairing when the code expires while the modal is closed ('Modal closed')", async () => {
    // The code expires one to two seconds after it is shown (as above), usually once the modal is
    // closed; one that expires sooner is replaced while the view shows, and the replacement expires.
    const page = loadPage(createBrowserStorage(), { now: () => Date.now() + 298_000 })
    await page.kit.ready
    const connecting = page.kit.connect({ connectorId: 'walletConnect' })
    await shownUri(page)
    await page.kit.close()
    await expect(connecting).rejects.toMatchObject({ name: 'ModalClosedError', shortMessage: 'Modal closed' })
    expect(page.kit.getState().walletConnect).toEqual({
      uri: undefined,
      expiresAt: undefined,
      status: 'idle',
    })
    expect(page.kit.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('reuses a pending pairing where the spec says (Telegram, iOS Safari), and pairs anew elsewhere', async () => {
    const storage = createBrowserStorage()
    const telegram = loadPage(storage, {
      walletConnect: {
        relayUrl: relay.url,
        storagePrefix: storage.prefix,
        storage: storage.walletConnect,
        reusePendingPairing: () => true,
      },
    })
    void telegram.kit.connect({ connectorId: 'walletConnect' })
    const first = await shownUri(telegram)
    void telegram.kit.connect({ connectorId: 'walletConnect' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(telegram.kit.getState().walletConnect.uri).toBe(first)

    const desktop = loadPage(createBrowserStorage())
    // Asked twice before a URI shows (the view that opens asks too): one pairing, not two.
    void desktop.kit.connect({ connectorId: 'walletConnect' })
    void desktop.kit.connect({ connectorId: 'walletConnect' })
    const shown = await shownUri(desktop)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(desktop.kit.getState().walletConnect.uri).toBe(shown)
    // Asked again once the code shows (the visitor came back to it): a fresh pairing.
    void desktop.kit.connect({ connectorId: 'walletConnect' })
    expect(await shownUri(desktop, shown)).not.toBe(shown)
  })

  it('restores the session after a reload, without a new pairing', async () => {
    const wallet = await startWallet()
    const storage = createBrowserStorage()
    const first = loadPage(storage)
    await connectWithWallet(first, wallet)
    const [topic] = first.adapter.calls
    await first.close()

    const reloaded = loadPage(storage)
    await reloaded.kit.ready
    expect(reloaded.kit.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.evmAddress,
    })
    expect(reloaded.adapter.calls).toEqual([topic])
    expect(reloaded.kit.getState().walletConnect.status).toBe('connected')
  })
})
