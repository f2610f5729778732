import { type Relay, startRelay, startWalletConnectWallet, type WalletConnectWallet } from '@latchkit/testing'
import { expect } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import { encodeAddress } from '@polkadot/util-crypto'
import type { SiteWindow } from './site/main.js'
import { expectShownBalanceOf, openSite, polkadotAccount, shortAddress, test } from './siteTest.js'

let relay: Relay
let wallet: WalletConnectWallet | undefined

test.beforeAll(async () => {
  relay = await startRelay()
})
test.afterEach(async () => {
  await wallet?.stop()
})
test.afterAll(async () => {
  await relay?.stop()
})

/** Opens the modal's WalletConnect view and hands its pairing URI to the rig's Node wallet, as a phone scanning the QR code would. */
async function pairFromModal(page: Page, pair: (uri: string) => Promise<void>) {
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const readUri = () =>
    page.evaluate(() => (window as unknown as SiteWindow).kit.getState().walletConnect.uri ?? '')
  await expect.poll(readUri, { timeout: 30_000 }).toMatch(/^wc:/)
  await pair(await readUri())
}

test('WalletConnect polkadot from the modal: the rig wallet in Node shares its accounts, the Account view shows the first in the chain’s format with its balance, a signature verifies, a declined one leaves the connection as it was', async ({
  page,
  site,
  polkadotChain,
  polkadotWallet,
}) => {
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    polkadot: { wallet: polkadotWallet, chains: [polkadotChain.caipNetworkId] },
  })
  await openSite(page, site, polkadotChain, { relayUrl: relay.url })
  await pairFromModal(page, (uri) => (wallet as WalletConnectWallet).pair(uri))
  const onChain = polkadotWallet.accounts.map((account) =>
    encodeAddress(account.address, polkadotChain.ss58Prefix),
  )
  await expect
    .poll(() => polkadotAccount(page), { timeout: 30_000 })
    .toEqual({ status: 'connected', address: onChain[0] })

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(page.getByTestId('account-name')).toHaveText(shortAddress(onChain[0] ?? ''))
  await expectShownBalanceOf(page, onChain[0] ?? '')

  const sign = () =>
    page.evaluate(async (address) => {
      const { polkadot, polkadotNetwork } = window as unknown as SiteWindow
      try {
        const message = 'over WalletConnect'
        const signature = await polkadot.signMessage({ connectorId: 'walletConnect', address, message })
        return {
          verified: await polkadot.verifyMessage({ address, message, signature, network: polkadotNetwork }),
        }
      } catch (error) {
        return { failure: (error as Error).name }
      }
    }, onChain[0] ?? '')
  expect(await sign()).toEqual({ verified: true })
  expect(wallet.requests.map((request) => request.method)).toContain('polkadot_signMessage')

  polkadotWallet.reject('signRaw', { times: 1 })
  expect(await sign()).toEqual({ failure: 'UserRejectedRequestError' })
  expect(await polkadotAccount(page)).toEqual({ status: 'connected', address: onChain[0] })
  expect(await sign()).toEqual({ verified: true })
})
