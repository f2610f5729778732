import { coreViews, featureViews, multiWalletViews, type RouterData, type View } from '@latchkit/core'
import { expect, type Page } from '@playwright/test'
import { testNetworks } from '../../testing/src/test-adapter/testNetworks.js'

/** How a spec reaches a view on the kit fixture: the data it is shown with, or why it cannot be. */
type Recipe = { data?: RouterData } | { unavailable: 'feature not installed on the kit fixture' }

/**
 * One entry per view of the modal, so a view added to the core without one fails the type check
 * here (and the run, through `everyView`): every view is visited by the specs that use this.
 */
const recipes = {
  Connect: {},
  AllWallets: {},
  // The wallet that declines: the view stays, showing its error and Try again.
  ConnectingExternal: { data: { connectorId: 'com.grumpy' } },
  ConnectingWalletConnect: { data: { connectorId: 'walletConnect' } },
  Account: {},
  Networks: {},
  UnsupportedChain: {},
  // The wallet leaves the switch unanswered (see visitEveryView): the view stays.
  SwitchNetwork: { data: { network: testNetworks.optimism } },
  SwitchActiveChain: { data: { network: testNetworks.optimism } },
  ProfileWallets: {},
  // The stand-in Farcaster login (fixture/farcasterLoginStandIn.ts): the view shows the address
  // as a QR code and a link, as once the wallet service has opened its channel.
  ConnectingFarcaster: { data: { farcasterUrl: 'https://farcaster.xyz/~/siwf?channelToken=every-view' } },
  // The stand-in social login (fixture/socialLoginStandIn.ts): the view waits for the provider,
  // as after the page came back from the provider's own page.
  ConnectingSocial: { data: { socialProvider: 'google' } },
  EmailLogin: { unavailable: 'feature not installed on the kit fixture' },
  UpdateEmailWallet: { unavailable: 'feature not installed on the kit fixture' },
  SIWXSignMessage: { unavailable: 'feature not installed on the kit fixture' },
  ApproveTransaction: { unavailable: 'feature not installed on the kit fixture' },
  EmbeddedWalletFrame: { unavailable: 'feature not installed on the kit fixture' },
  // The wallet's own flows: installed by every kit (send and receive by default, activity by its flag).
  WalletSend: {},
  WalletSendPreview: {},
  WalletReceive: {},
  Transactions: {},
  // The flows on the provider API (the fixture with ?registry installs them).
  Swap: {},
  Onramp: {},
  // The in-memory wallet cannot send, so kit.pay refuses: the view is shown without a request.
  Pay: {},
  RegisterAccountName: {},
  RegisterAccountNameSuccess: {},
  // The embedded wallet's smart sessions: the fixture installs no stand-in of the feature (the
  // view's states are covered by src/modal/views/smartSessions/*.test.tsx).
  SmartSessions: { unavailable: 'feature not installed on the kit fixture' },
} satisfies Record<View, Recipe>

/**
 * Turns on, in the registry's remote configuration, what some views need (multi-wallet for
 * ProfileWallets). Call before the page loads.
 */
export async function enableEveryView(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/registry/appkit/v1/config',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { features: { id: string; isEnabled: boolean }[] }
      for (const feature of body.features) if (feature.id === 'multiWallet') feature.isEnabled = true
      await route.fulfill({ response, json: body })
    },
  )
}

/**
 * Shows every view of the modal in turn on the kit fixture, opened with `?registry&networks=2`
 * after {@link enableEveryView}: connects
 * `connectorId` first (so Account has an account; its network switches are left unanswered, so
 * SwitchNetwork stays), then calls `check` on each view once it has rendered. A view the page
 * cannot show must be one its recipe says is not installed. Resolves the views visited.
 */
export async function visitEveryView(
  page: Page,
  { connectorId }: { connectorId: string },
  check: (view: View) => Promise<void>,
): Promise<View[]> {
  await page.evaluate(async (id) => {
    window.rigWallets.test.setFeatures(id, { switchNetworkPending: true })
    await window.latchKit.connect({ connectorId: id })
  }, connectorId)
  const views: readonly View[] = [...coreViews, ...multiWalletViews, ...featureViews]
  const visited: View[] = []
  for (const view of views) {
    const recipe: Recipe | undefined = (recipes as Record<string, Recipe>)[view]
    expect(recipe, `every view needs a recipe in everyView.ts: ${view} has none`).toBeDefined()
    const available = await page.evaluate((name) => window.latchKit.isViewAvailable(name), view)
    if (!recipe || 'unavailable' in recipe) {
      expect(available, `${view} is available: give it a recipe`).toBe(false)
      continue
    }
    expect(available, `${view} cannot be shown on the kit fixture`).toBe(true)
    await page.evaluate(
      ({ name, data }) => {
        void window.latchKit.open()
        window.latchKit.navigate(name, data)
      },
      { name: view, data: recipe.data },
    )
    await expect.poll(() => page.evaluate(() => window.latchKit.getState().modal.view)).toBe(view)
    // Its chunk loaded and rendered: the dialog shows with the view's heading.
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toBeVisible()
    await check(view)
    visited.push(view)
  }
  return visited
}
