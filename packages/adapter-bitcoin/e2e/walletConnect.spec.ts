import { type Relay, startRelay, startWalletConnectWallet, type WalletConnectWallet } from '@latchkit/testing'
import { expect } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { bitcoinAccount, fundedAmount, openSite, shortAddress, test } from './siteTest.js'

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

test('WalletConnect bip122 from the modal: the rig wallet in Node shares its payment and ordinal accounts, the Account view shows the payment address and balance, a BIP-322 signature verifies, and a declined signature leaves the connection as it was', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    bitcoin: { wallet: bitcoinWallet, chains: [bitcoinRig.node.caipNetworkId] },
  })
  await openSite(page, site, bitcoinRig, { relayUrl: relay.url })
  await pairFromModal(page, (uri) => (wallet as WalletConnectWallet).pair(uri))
  await expect
    .poll(() => bitcoinAccount(page), { timeout: 30_000 })
    .toEqual({ status: 'connected', address: bitcoinWallet.address })
  expect(
    await page.evaluate(() =>
      (window as unknown as SiteWindow).bitcoin.getAccounts({ connectorId: 'walletConnect' }),
    ),
  ).toEqual([
    { address: bitcoinWallet.payment.address, type: 'payment', publicKey: bitcoinWallet.payment.publicKey },
    { address: bitcoinWallet.ordinal.address, type: 'ordinal', publicKey: bitcoinWallet.ordinal.publicKey },
  ])

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(page.getByTestId('account-name')).toHaveText(shortAddress(bitcoinWallet.address))
  await expect(page.getByTestId('account-balance')).toHaveText(`${fundedAmount}.00 LTC`)

  const sign = () =>
    page.evaluate(async (address) => {
      const { bitcoin, bitcoinNetwork } = window as unknown as SiteWindow
      try {
        const message = 'over WalletConnect'
        const signature = await bitcoin.signMessage({ connectorId: 'walletConnect', address, message })
        return {
          verified: await bitcoin.verifyMessage({ address, message, signature, network: bitcoinNetwork }),
        }
      } catch (error) {
        return { failure: (error as Error).name }
      }
    }, bitcoinWallet.address)
  expect(await sign()).toEqual({ verified: true })
  expect(wallet.requests.map((request) => request.method)).toContain('signMessage')

  bitcoinWallet.reject('signMessage', { times: 1 })
  expect(await sign()).toEqual({ failure: 'UserRejectedRequestError' })
  expect(await bitcoinAccount(page)).toEqual({ status: 'connected', address: bitcoinWallet.address })
  expect(await sign()).toEqual({ verified: true })
})
