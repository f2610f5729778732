import { expect } from '@playwright/test'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { extensionWalletInfo } from '../src/wallets/walletFixtures.js'
import { discoverEvmWallet, pageRequest } from './pageEip1193.js'
import { test } from './siteTest.js'

test('the MV3 extension wallet connects, signs and sends from its service worker', async ({
  site,
  extensionWallet,
  evmRig,
}) => {
  const { address, context, serviceWorker } = extensionWallet
  const page = await context.newPage()
  await page.goto(site.url)
  const { info } = await discoverEvmWallet(page, extensionWalletInfo.rdns)
  expect(info).toMatchObject({
    name: extensionWalletInfo.name,
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })

  expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: [address] })
  const { result: signature } = await pageRequest(page, 'personal_sign', [
    '0x66726f6d2074686520657874656e73696f6e',
    address,
  ])
  expect(await verifyMessage({ address, message: 'from the extension', signature: signature as Hex })).toBe(
    true,
  )

  const client = createPublicClient({ chain: evmRig.chains[0].chain, transport: http(), pollingInterval: 50 })
  const recipient = evmRig.accounts[4]?.address as Hex
  const before = await client.getBalance({ address: recipient })
  const { result: hash } = await pageRequest(page, 'eth_sendTransaction', [
    { from: address, to: recipient, value: '0x2386f26fc10000' },
  ])
  await client.waitForTransactionReceipt({ hash: hash as Hex })
  expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))

  // The authorization lives in the service worker: a reload reconnects without asking.
  await page.reload()
  await discoverEvmWallet(page, extensionWalletInfo.rdns)
  expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [address] })

  await serviceWorker.evaluate(() => {
    const wallet = (
      globalThis as unknown as { latchkitTestWallet: { reject(prompt: string, options: object): void } }
    ).latchkitTestWallet
    wallet.reject('sign', { times: 1 })
  })
  expect(await pageRequest(page, 'personal_sign', ['0x01', address])).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })
})
