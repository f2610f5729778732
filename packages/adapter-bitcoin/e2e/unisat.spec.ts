import { verifyBitcoinMessage } from '@latchkit/siwx/bitcoin'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import { expect, installUnisatWallet } from '@latchkit/testing/wallets'
import type { SiteWindow } from './site/main.js'
import {
  bitcoinAccount,
  connectFromModal,
  connectThroughModal,
  expectReloadKeepsConnection,
  fundedAmount,
  openSite,
  shortAddress,
  test,
} from './siteTest.js'

// The Unisat family's API (window.unisat): the adapter lists it as "UniSat Wallet" (io.unisat).
const walletName = /UniSat Wallet/

test.beforeEach(async ({ page, bitcoinWallet }) => {
  await installUnisatWallet(page, bitcoinWallet)
})

test('the Unisat-style wallet is listed without a click; connecting shows its payment address and the LTC the node sent it', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await openSite(page, site, bitcoinRig)
  await connectFromModal(page, walletName)
  await expect
    .poll(() => bitcoinAccount(page))
    .toEqual({ status: 'connected', address: bitcoinWallet.address })
  expect(bitcoinWallet.address).toMatch(/^rltc1q/)

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const name = page.getByTestId('account-name')
  await expect(name).toHaveText(shortAddress(bitcoinWallet.address))
  await expect(name).toHaveAttribute('title', bitcoinWallet.address)
  await expect(page.getByTestId('account-balance')).toHaveText(`${fundedAmount}.00 LTC`)
  // Unisat shares one address: the payment account, with its public key.
  expect(
    await page.evaluate(() =>
      (window as unknown as SiteWindow).bitcoin.getAccounts({ connectorId: 'io.unisat' }),
    ),
  ).toEqual([{ address: bitcoinWallet.address, type: 'payment', publicKey: bitcoinWallet.payment.publicKey }])
})

test('a visitor who declines (4001) sees "Connection rejected" and stays disconnected; Try again connects', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await openSite(page, site, bitcoinRig)
  bitcoinWallet.reject('connect', { times: 1 })
  await connectFromModal(page, walletName)
  await expect(page.getByRole('alert').filter({ hasText: 'Connection rejected' })).toBeVisible()
  expect((await bitcoinAccount(page)).status).toBe('disconnected')
  expect(bitcoinWallet.requests.find((request) => request.error)?.error?.code).toBe(4001)

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect
    .poll(() => bitcoinAccount(page))
    .toEqual({ status: 'connected', address: bitcoinWallet.address })
})

test('a reload keeps the connection without asking the wallet again', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await connectThroughModal(page, site, bitcoinRig, walletName)
  await expectReloadKeepsConnection(page, bitcoinWallet)
})

test('adapter.signMessage in the page returns signatures (legacy and BIP-322) that the siwx verifier accepts for the address', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await connectThroughModal(page, site, bitcoinRig, walletName)
  const message = 'Sign in to the LatchKit Bitcoin e2e site'
  const verify = (signed: string, signature: string) =>
    verifyBitcoinMessage({
      address: bitcoinWallet.address,
      message: signed,
      signature,
      network: litecoinRegtestParameters,
    })
  for (const protocol of ['ecdsa', 'bip322'] as const) {
    const signature = await page.evaluate(
      ([address, text, kind]) =>
        (window as unknown as SiteWindow).bitcoin.signMessage({
          connectorId: 'io.unisat',
          address,
          message: text,
          protocol: kind,
        }),
      [bitcoinWallet.address, message, protocol] as const,
    )
    expect(verify(message, signature)).toBe(true)
    expect(verify(`${message}!`, signature)).toBe(false)
  }
  // The adapter asked for 'ecdsa' and 'bip322-simple', Unisat's names, which reached the wallet.
  expect(
    bitcoinWallet.requests
      .filter((request) => request.method === 'signMessage')
      .map((request) => request.params.protocol),
  ).toEqual(['ecdsa', 'bip322'])
})
