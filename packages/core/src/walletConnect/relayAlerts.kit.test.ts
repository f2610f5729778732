import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Relay, startRelay } from '../../../testing/src/walletconnect/startRelay.js'
import {
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '../../../testing/src/walletconnect/startWalletConnectWallet.js'
import {
  connectWithWallet,
  createBrowserStorage,
  loadWalletConnectPage,
  type WalletConnectTestPage,
} from './walletConnectTestKit.js'

// The relay's clock runs this far from the page's: a test sets it to play a visitor's wrong clock.
let relayClockOffsetMs = 0
let relay: Relay
const wallets: WalletConnectWallet[] = []
const pages: WalletConnectTestPage[] = []

beforeAll(async () => {
  relay = await startRelay({ now: () => Date.now() + relayClockOffsetMs })
})
afterEach(async () => {
  relay.faults.clear()
  relayClockOffsetMs = 0
  vi.restoreAllMocks()
  await Promise.all(pages.splice(0).map((page) => page.close()))
  await Promise.all(wallets.splice(0).map((wallet) => wallet.stop()))
})
afterAll(() => relay?.stop())

async function startWallet() {
  const wallet = await startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [1, 10] } })
  wallets.push(wallet)
  return wallet
}

/** A page whose project id is its own, so a fault switched on for it touches no other client. */
function loadPage(projectId: string) {
  const page = loadWalletConnectPage(relay.url, createBrowserStorage(), { projectId })
  pages.push(page)
  return page
}

const alertOf = (page: WalletConnectTestPage) => page.kit.getState().notices.alert

// The request the page's client retries on its next heartbeat (others it may leave unhandled).
const proposal = { methods: ['wc_proposeSession'] }

function refusedWith(code: string, reason: string) {
  return {
    name: 'FailedToConnectError',
    cause: { name: 'WalletConnectRelayRefusedError', code, reason },
  }
}

// Each test pairs over the rig's relay; the rate-limited ones wait for the client's retry on its
// next heartbeat (every 5 s), the expiring ones for a session to run out.
describe('the relay alerts, each shown once', { timeout: 45_000 }, () => {
  it("'Invalid Project ID' when the relay refuses the project id; the visitor can try again once it is fixed", async () => {
    const printed = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')]
    relay.faults.refuseProject('unknown-project')
    const page = loadPage('unknown-project')

    await expect(page.kit.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject(
      refusedWith('INVALID_PROJECT_ID', 'Project not found'),
    )
    expect(alertOf(page)).toEqual({ code: 'INVALID_PROJECT_ID', values: {}, severity: 'error' })
    expect(page.kit.getState().walletConnect.status).toBe('failed')
    expect(page.kit.getState().accounts.eip155?.status).toBe('disconnected')

    page.kit.closeAlert()
    await expect(page.kit.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject(
      refusedWith('INVALID_PROJECT_ID', 'Project not found'),
    )
    expect(alertOf(page)).toBeUndefined()

    // The site's project id is known to the relay again: the next try pairs.
    relay.faults.clear()
    const wallet = await startWallet()
    await connectWithWallet(page, wallet)
    expect(page.kit.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.evmAddress,
    })
    expect(alertOf(page)).toBeUndefined()
    // The WalletConnect client logged dozens of warnings meanwhile; none reached the console.
    for (const print of printed) expect(print).not.toHaveBeenCalled()
  })

  it("'Invalid Project ID' for a returning visitor too, as their session is restored", async () => {
    const wallet = await startWallet()
    const storage = createBrowserStorage()
    const first = loadWalletConnectPage(relay.url, storage, { projectId: 'revoked-project' })
    pages.push(first)
    await connectWithWallet(first, wallet)
    await first.close()

    relay.faults.refuseProject('revoked-project')
    const reloaded = loadWalletConnectPage(relay.url, storage, { projectId: 'revoked-project' })
    pages.push(reloaded)
    await reloaded.kit.ready
    await expect.poll(() => alertOf(reloaded)?.code, { timeout: 10_000 }).toBe('INVALID_PROJECT_ID')
  })

  it("'Session Expired' when the relay refuses the visitor's auth token (their clock runs ahead)", async () => {
    relayClockOffsetMs = -60 * 60_000
    const page = loadPage('clock-ahead')

    await expect(page.kit.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject(
      refusedWith('SESSION_EXPIRED', 'JWT validation error: JWT Token is not yet valid'),
    )
    expect(alertOf(page)).toEqual({ code: 'SESSION_EXPIRED', values: {}, severity: 'error' })

    page.kit.closeAlert()
    await expect(page.kit.connect({ connectorId: 'walletConnect' })).rejects.toMatchObject(
      refusedWith('SESSION_EXPIRED', 'JWT validation error: JWT Token is not yet valid'),
    )
    expect(alertOf(page)).toBeUndefined()

    relayClockOffsetMs = 0
    const wallet = await startWallet()
    await connectWithWallet(page, wallet)
    expect(page.kit.getState().accounts.eip155?.status).toBe('connected')
  })

  it("'Session Expired' when the session reaches its expiry: the visitor is disconnected and can connect again", async () => {
    const wallet = await startWallet()
    // The wallet grants sessions of 3 s; the page's client drops one on its next heartbeat after that.
    wallet.behaviour.sessionLifetimeSeconds = 3
    const page = loadPage('short-sessions')

    await connectWithWallet(page, wallet)
    expect(page.kit.getState().accounts.eip155?.status).toBe('connected')
    expect(alertOf(page)).toBeUndefined()
    await expect.poll(() => alertOf(page)?.code, { timeout: 15_000 }).toBe('SESSION_EXPIRED')
    expect(page.kit.getState().accounts.eip155?.status).toBe('disconnected')
    expect(page.kit.getState().connection.connectedNamespaces).toEqual([])
    expect(page.kit.getState().walletConnect.status).toBe('idle')

    page.kit.closeAlert()
    await connectWithWallet(page, wallet)
    expect(page.kit.getState().accounts.eip155?.status).toBe('connected')
    await expect
      .poll(() => page.kit.getState().accounts.eip155?.status, { timeout: 15_000 })
      .toBe('disconnected')
    expect(alertOf(page)).toBeUndefined()
  })

  it.each([
    ['Rate Limited', 'rate-limits the page', 'RATE_LIMITED', 'rateLimit'],
    ['Server Error', 'fails a request', 'SERVER_ERROR', 'failRequests'],
  ] as const)(
    "'%s' when the relay %s; its client retries and the wallet connects",
    async (_text, _what, code, fault) => {
      const wallet = await startWallet()
      const projectId = `faulty-${fault}`
      relay.faults[fault](projectId, proposal)
      const page = loadPage(projectId)

      // The proposal is refused, shown as an alert, and published on the client's next heartbeat.
      await connectWithWallet(page, wallet)
      expect(alertOf(page)).toEqual({ code, values: {}, severity: 'error' })
      expect(page.kit.getState().accounts.eip155?.status).toBe('connected')

      page.kit.closeAlert()
      await page.kit.disconnect()
      relay.faults[fault](projectId, proposal)
      await connectWithWallet(page, wallet)
      expect(relay.faults.remainingRequestErrors(projectId)).toBe(0)
      expect(page.kit.getState().accounts.eip155?.status).toBe('connected')
      expect(alertOf(page)).toBeUndefined()
    },
  )
})
