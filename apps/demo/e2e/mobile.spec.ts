import { createWalletDataSet, startWalletConnectWallet } from '@latchkit/testing'
import { devices, type Page } from '@playwright/test'
import { expect, test } from './demoSite.js'
import { expectAxeClean, rigAccount } from './walletModal.js'

// A visitor on a phone (Playwright's device emulation: user agent, touch, small viewport) connects
// a wallet app through WalletConnect: the modal is a bottom sheet that fits the screen, the wallet
// list keeps only wallets a phone can open, tapping one opens its app link with the pairing URI at
// once (no QR code to scan on the phone itself), the rig's relay wallet pairs with that URI as the
// app would, and the session's requests bring the app to the front again through the remembered
// choice (WalletConnect's sign client reads it).

/** Records the links the page opens instead of leaving it (an app's scheme cannot load here). */
async function recordOpenedLinks(page: Page): Promise<() => Promise<{ url: string; target: string }[]>> {
  await page.addInitScript(() => {
    const opened: { url: string; target: string }[] = []
    Object.assign(window, { openedLinks: opened })
    window.open = (url?: string | URL, target?: string) => {
      opened.push({ url: String(url), target: target ?? '' })
      return null
    }
  })
  return () =>
    page.evaluate(() => (window as unknown as { openedLinks: { url: string; target: string }[] }).openedLinks)
}

const registry = createWalletDataSet()
const servesEvm = (chains: readonly string[]) => chains.some((chain) => chain.startsWith('eip155:'))
// A wallet with an app on phones, and one with none (a desktop or web wallet only).
const phoneWallet = registry.find(
  (wallet) => wallet.mobile_link?.endsWith('://') && !wallet.rdns && servesEvm(wallet.chains),
)
const desktopOnlyWallet = registry.find((wallet) => !wallet.mobile_link && servesEvm(wallet.chains))

const { defaultBrowserType: _iphoneBrowser, ...iPhone } = devices['iPhone 13']
const { defaultBrowserType: _pixelBrowser, ...pixel } = devices['Pixel 7']

for (const [label, device, accountIndex] of [
  ['an iPhone', iPhone, -8],
  ['an Android phone', pixel, -9],
] as const)
  test.describe(`on ${label}`, () => {
    test.use(device)

    test('the sheet fits the screen, the list keeps phone wallets, a tap opens the wallet app with the pairing URI, and its requests bring the app back', async ({
      page,
      demo,
    }) => {
      test.setTimeout(90_000)
      if (!phoneWallet || !desktopOnlyWallet)
        throw new Error('The rig registry lacks the wallets this test needs.')
      const openedLinks = await recordOpenedLinks(page)
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).first().tap()
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
      await expect(connect).toBeVisible()

      // A bottom sheet: as wide as the screen, resting on its bottom edge, all of it on screen.
      // (Measured once its entrance has settled: it slides up.)
      const viewport = page.viewportSize()
      if (!viewport) throw new Error('No viewport')
      const bottomGap = async () => {
        const box = await connect.boundingBox()
        return box ? Math.round(viewport.height - (box.y + box.height)) : Number.NaN
      }
      await expect.poll(bottomGap).toBe(0)
      const sheet = await connect.boundingBox()
      expect(sheet?.width).toBeCloseTo(viewport.width, 0)
      expect(sheet?.y).toBeGreaterThanOrEqual(0)

      // A wallet with no app on phones is not offered; the phone wallet is.
      await connect.getByRole('button', { name: /^All wallets/ }).tap()
      const all = page.getByRole('dialog', { name: 'All wallets' })
      const search = all.getByRole('searchbox', { name: 'Search wallets' })
      const grid = all.getByRole('list', { name: 'All wallets' })
      await search.fill(desktopOnlyWallet.name)
      // The registry answers every wallet whose name contains the text; the phone keeps those with
      // an app link.
      const shown = grid.getByRole('button').or(all.getByText('No wallets found'))
      await expect(shown.first()).toBeVisible({ timeout: 10_000 })
      await expect(grid.getByRole('button', { name: desktopOnlyWallet.name, exact: true })).toHaveCount(0)
      for (const name of await grid.getByRole('button').allTextContents())
        expect(registry.find((wallet) => wallet.name === name.trim())?.mobile_link, name).toBeTruthy()
      await search.fill(phoneWallet.name)
      await grid.getByRole('button', { name: phoneWallet.name, exact: true }).tap()

      // The app link opens at once, in place, with the pairing URI; the sheet says where to go.
      const waiting = page.getByRole('dialog', { name: /./ })
      await expect(waiting.getByText(`Continue in ${phoneWallet.name}`)).toBeVisible()
      await expect(waiting.getByRole('img', { name: /QR code/ })).toHaveCount(0)
      await expectAxeClean(page, 'the phone view of ConnectingWalletConnect')
      await expect.poll(async () => (await openedLinks()).length, { timeout: 15_000 }).toBe(1)
      const [pairingLink] = await openedLinks()
      expect(pairingLink?.target).toBe('_self')
      const link = new URL(pairingLink?.url ?? '')
      expect(`${link.protocol}//`).toBe(phoneWallet.mobile_link)
      const uri = link.searchParams.get('uri') ?? ''
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

      // The wallet app pairs with that URI (the rig's relay wallet plays it) and approves.
      const visitor = rigAccount(demo.rig, accountIndex)
      const chain = demo.rig.evm.chains[0]
      const wallet = await startWalletConnectWallet({
        relayUrl: demo.rig.relay.url,
        evm: {
          chainIds: demo.rig.evm.chains.map((rigChain) => rigChain.chainId),
          privateKey: visitor.privateKey,
          rpcUrl: chain.rpcUrl,
        },
      })
      try {
        await wallet.pair(uri)
        // Back on the page, the demo asks to sign in: the request goes through the relay and the
        // remembered choice opens the wallet app for it.
        const signIn = page.getByRole('dialog', { name: 'Sign in' })
        await expect(signIn).toBeVisible({ timeout: 30_000 })
        await signIn.getByRole('button', { name: 'Sign', exact: true }).tap()
        await expect(signIn).toBeHidden({ timeout: 30_000 })
        const links = await openedLinks()
        expect(links).toHaveLength(2)
        const requestLink = new URL(links[1]?.url ?? '')
        expect(`${requestLink.protocol}//`).toBe(phoneWallet.mobile_link)
        expect(requestLink.searchParams.get('requestId')).toMatch(/^\d+$/)
        expect(requestLink.searchParams.get('sessionTopic')).toBe(wallet.sessions[0]?.topic)
        expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')
        await expect(page.getByRole('button', { name: /^Account/ }).first()).toBeVisible()
        // The kit keeps the choice (spec section 3); WalletConnect's storage moves its own copy out
        // of localStorage, which is why the request above found it there or in its database.
        const kept = await page.evaluate(() => window.localStorage.getItem('@latchkit/deepLinkChoice'))
        expect(JSON.parse(kept ?? 'null')?.value).toEqual({
          href: phoneWallet.mobile_link,
          name: phoneWallet.name,
        })
      } finally {
        await wallet.stop()
      }
    })
  })
