import { verifyBitcoinMessage } from '@latchkit/siwx/bitcoin'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import { defaultBitcoinWalletName, expect, installStandardBitcoinWallet } from '@latchkit/testing/wallets'
import type { SiteWindow } from './site/main.js'
import { bitcoinAccount, connectFromModal, fundedAmount, openSite, test } from './siteTest.js'

// A wallet-standard wallet with the Bitcoin features; its name is the connector id.
const connectorId = defaultBitcoinWalletName

test.beforeEach(async ({ page, bitcoinWallet }) => {
  await installStandardBitcoinWallet(page, bitcoinWallet)
})

test('the wallet-standard wallet connects from the modal with both accounts, signs BIP-322, and stays connected over a reload', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await openSite(page, site, bitcoinRig)
  await connectFromModal(page, new RegExp(defaultBitcoinWalletName))
  await expect
    .poll(() => bitcoinAccount(page))
    .toEqual({ status: 'connected', address: bitcoinWallet.address })
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(page.getByTestId('account-balance')).toHaveText(`${fundedAmount}.00 LTC`)
  expect(
    await page.evaluate(
      (id) => (window as unknown as SiteWindow).bitcoin.getAccounts({ connectorId: id }),
      connectorId,
    ),
  ).toEqual([
    { address: bitcoinWallet.payment.address, type: 'payment', publicKey: bitcoinWallet.payment.publicKey },
    { address: bitcoinWallet.ordinal.address, type: 'ordinal', publicKey: bitcoinWallet.ordinal.publicKey },
  ])

  const message = 'Sign in to the LatchKit Bitcoin e2e site'
  const signature = await page.evaluate(
    ([id, address, text]) =>
      (window as unknown as SiteWindow).bitcoin.signMessage({ connectorId: id, address, message: text }),
    [connectorId, bitcoinWallet.ordinal.address, message] as const,
  )
  expect(
    verifyBitcoinMessage({
      address: bitcoinWallet.ordinal.address,
      message,
      signature,
      network: litecoinRegtestParameters,
    }),
  ).toBe(true)

  const prompts = () =>
    bitcoinWallet.requests.filter((request) => request.method === 'connect' && !request.params.silent)
  expect(prompts()).toHaveLength(1)
  await page.reload()
  await page.locator('body[data-ready="true"]').waitFor()
  await expect
    .poll(() => bitcoinAccount(page))
    .toEqual({ status: 'connected', address: bitcoinWallet.address })
  expect(prompts()).toHaveLength(1)
})
