import { expect, installSatsConnectWallet, installUnisatWallet } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { connectThroughModal, fundedAmount, test } from './siteTest.js'

// Sending from the page: the adapter builds the PSBT from the payment address's coins, the wallet
// signs it in Node with its real key, the adapter broadcasts it to the regtest node.
const sendFromPage = (page: Page, parameters: { connectorId: string; recipient: string; amount: string }) =>
  page.evaluate((send) => (window as unknown as SiteWindow).bitcoin.sendTransfer(send), parameters)

const balanceOf = (page: Page, address: string) =>
  page.evaluate(async (owner) => {
    const { bitcoin, bitcoinNetwork } = window as unknown as SiteWindow
    return (await bitcoin.getBalance({ address: owner, network: bitcoinNetwork })).balance
  }, address)

test('a send from the Unisat-style wallet reaches the recipient and comes back as change; balanceChanged fires once it is mined', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await installUnisatWallet(page, bitcoinWallet)
  await connectThroughModal(page, site, bitcoinRig, /UniSat Wallet/)
  const recipient = (await bitcoinRig.node.rpc('getnewaddress', ['', 'bech32'], {
    wallet: bitcoinRig.node.walletName,
  })) as string
  await page.evaluate(() => {
    const site = window as unknown as SiteWindow & { balanceChanges: unknown[] }
    site.balanceChanges = []
    site.bitcoin.emitter.on('balanceChanged', (event) => site.balanceChanges.push(event))
  })

  const txid = await sendFromPage(page, { connectorId: 'io.unisat', recipient, amount: '0.5' })
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  expect(bitcoinWallet.requests.map((request) => request.method)).toContain('signPsbt')
  // Seen by the node at once, unconfirmed: the recipient holds 0.5, the sender the rest less the fee.
  expect(await balanceOf(page, recipient)).toBe('0.5')
  const left = Number(await balanceOf(page, bitcoinWallet.address))
  expect(left).toBeLessThan(Number(fundedAmount) - 0.5)
  expect(left).toBeGreaterThan(Number(fundedAmount) - 0.5 - 0.001)

  await bitcoinRig.node.mine(1)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { balanceChanges: unknown[] }).balanceChanges), {
      timeout: 20_000,
    })
    .toEqual([{ address: bitcoinWallet.address }])
})

test('a send the visitor declines in the sats-connect wallet (-32000) is UserRejectedRequestError and broadcasts nothing', async ({
  page,
  site,
  bitcoinRig,
  bitcoinWallet,
}) => {
  await installSatsConnectWallet(page, bitcoinWallet)
  await connectThroughModal(page, site, bitcoinRig, /LatchKit Test Bitcoin Wallet/)
  const recipient = (await bitcoinRig.node.rpc('getnewaddress', ['', 'bech32'], {
    wallet: bitcoinRig.node.walletName,
  })) as string
  const connectorId = await page.evaluate(
    () => (window as unknown as SiteWindow).kit.getState().connection.connections.bip122?.connectorId ?? '',
  )
  bitcoinWallet.reject('signPsbt', { times: 1 })
  const failure = await page.evaluate(
    async (send) => {
      try {
        await (window as unknown as SiteWindow).bitcoin.sendTransfer(send)
        return undefined
      } catch (error) {
        return (error as Error).name
      }
    },
    { connectorId, recipient, amount: '0.25' },
  )
  expect(failure).toBe('UserRejectedRequestError')
  expect(await balanceOf(page, recipient)).toBe('0')
  expect(await balanceOf(page, bitcoinWallet.address)).toBe(fundedAmount)
})
