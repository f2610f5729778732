import { verifyBitcoinMessage } from '@latchkit/siwx/bitcoin'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import {
  defaultBitcoinWalletName,
  defaultSatsConnectProviderId,
  expect,
  installSatsConnectWallet,
} from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
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

// A sats-connect provider listed in window.btc_providers; its id (the provider's path) is the connector id.
const connectorId = defaultSatsConnectProviderId
const walletName = new RegExp(defaultBitcoinWalletName)

test.beforeEach(async ({ page, bitcoinWallet }) => {
  await installSatsConnectWallet(page, bitcoinWallet)
})

/** Calls the provider the way a site using sats-connect directly would; resolves its JSON-RPC answer. */
const requestProvider = (page: Page, method: string, params?: unknown) =>
  page.evaluate(
    ([id, name, args]) => {
      const provider = id
        .split('.')
        .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], window) as {
        request: (method: string, params?: unknown) => Promise<unknown>
      }
      return provider.request(name, args)
    },
    [connectorId, method, params] as const,
  )

test('the sats-connect wallet is listed without a click; the kit takes its payment address, the ordinals one is there too', async ({
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

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const name = page.getByTestId('account-name')
  await expect(name).toHaveText(shortAddress(bitcoinWallet.address))
  await expect(name).toHaveAttribute('title', bitcoinWallet.address)
  await expect(page.getByTestId('account-balance')).toHaveText(`${fundedAmount}.00 LTC`)

  const accounts = await page.evaluate(
    (id) => (window as unknown as SiteWindow).bitcoin.getAccounts({ connectorId: id }),
    connectorId,
  )
  expect(accounts).toEqual([
    { address: bitcoinWallet.payment.address, type: 'payment', publicKey: bitcoinWallet.payment.publicKey },
    { address: bitcoinWallet.ordinal.address, type: 'ordinal', publicKey: bitcoinWallet.ordinal.publicKey },
  ])
  expect(bitcoinWallet.ordinal.address).toMatch(/^rltc1p/)
  // The adapter moved the wallet to the site's network by its sats-connect name.
  expect(bitcoinWallet.requests).toContainEqual(
    expect.objectContaining({ method: 'switchNetwork', params: { name: 'Regtest' } }),
  )
})

test('a visitor who declines (-32000) sees "Connection rejected" and stays disconnected; Try again connects', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await openSite(page, site, bitcoinRig)
  // The provider's own answers, as sats-connect has them: -32002 before connecting, -32000 declined.
  expect(await requestProvider(page, 'wallet_getAccount')).toMatchObject({
    jsonrpc: '2.0',
    error: { code: -32002 },
  })
  bitcoinWallet.reject('connect', { times: 2 })
  expect(await requestProvider(page, 'wallet_connect', { addresses: ['payment'] })).toMatchObject({
    jsonrpc: '2.0',
    error: { code: -32000, message: 'User rejected the request.' },
  })

  await connectFromModal(page, walletName)
  await expect(page.getByRole('alert').filter({ hasText: 'Connection rejected' })).toBeVisible()
  expect((await bitcoinAccount(page)).status).toBe('disconnected')

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

test('adapter.signMessage in the page signs BIP-322 for both accounts and legacy for the payment one; the siwx verifier accepts each', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await connectThroughModal(page, site, bitcoinRig, walletName)
  const message = 'Sign in to the LatchKit Bitcoin e2e site'
  const cases = [
    { address: bitcoinWallet.payment.address, protocol: 'bip322' },
    { address: bitcoinWallet.ordinal.address, protocol: 'bip322' },
    { address: bitcoinWallet.payment.address, protocol: 'ecdsa' },
  ] as const
  for (const { address, protocol } of cases) {
    const signature = await page.evaluate(
      ([id, signer, text, kind]) =>
        (window as unknown as SiteWindow).bitcoin.signMessage({
          connectorId: id,
          address: signer,
          message: text,
          protocol: kind,
        }),
      [connectorId, address, message, protocol] as const,
    )
    const verify = (signed: string) =>
      verifyBitcoinMessage({ address, message: signed, signature, network: litecoinRegtestParameters })
    expect(verify(message), `${protocol} for ${address}`).toBe(true)
    expect(verify(`${message}!`)).toBe(false)
  }
})
