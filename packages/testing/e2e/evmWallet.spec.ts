import { expect } from '@playwright/test'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { createEvmWallet } from '../src/wallets/evm/createEvmWallet.js'
import { defaultEvmWalletInfo, installEvmWallet } from '../src/wallets/evm/installEvmWallet.js'
import { discoverEvmWallet, pageEvents, pageRequest } from './pageEip1193.js'
import { test } from './siteTest.js'

const { rdns } = defaultEvmWalletInfo

test('a site discovers the wallet over EIP-6963, connects and gets a signature that verifies', async ({
  page,
  site,
  evmWallet,
}) => {
  await page.goto(site.url)
  const { info, announcements } = await discoverEvmWallet(page, rdns)
  expect(announcements).toBe(1)
  expect(info).toEqual({
    uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    name: 'LatchKit Test Wallet',
    rdns,
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })

  expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: [evmWallet.address] })
  expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x7a69' })

  const { result: signature } = await pageRequest(page, 'personal_sign', [
    '0x68656c6c6f206c617463686b6974',
    evmWallet.address,
  ])
  expect(
    await verifyMessage({
      address: evmWallet.address,
      message: 'hello latchkit',
      signature: signature as Hex,
    }),
  ).toBe(true)
  expect(evmWallet.requests.map((request) => request.method)).toEqual([
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'personal_sign',
  ])
  expect(evmWallet.requests[3]).toMatchObject({
    origin: site.url,
    params: ['0x68656c6c6f206c617463686b6974', evmWallet.address],
  })
})

test('sending ETH from the page changes the balance on anvil', async ({ page, site, evmWallet, evmRig }) => {
  const client = createPublicClient({ chain: evmRig.chains[0].chain, transport: http(), pollingInterval: 50 })
  const recipient = evmRig.accounts[6]?.address as Hex
  const before = await client.getBalance({ address: recipient })
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  await pageRequest(page, 'eth_requestAccounts')
  const { result: hash } = await pageRequest(page, 'eth_sendTransaction', [
    { from: evmWallet.address, to: recipient, value: '0x6f05b59d3b20000' },
  ])
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.5'))
  expect(await pageRequest(page, 'eth_getTransactionReceipt', [hash])).toMatchObject({
    result: { status: '0x1' },
  })
})

test('switching to the second chain emits chainChanged and reads follow it', async ({
  page,
  site,
  evmWallet,
}) => {
  expect(evmWallet.chainId).toBe(31337)
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  expect(await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
    result: null,
  })
  expect(await pageEvents(page)).toEqual([['chainChanged', '0x7a6a']])
  expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
  expect(await pageRequest(page, 'net_version')).toEqual({ result: '31338' })
})

test.describe('a wallet that knows only the first chain', () => {
  test.use({ evmWalletOptions: { chainIds: [31337] } })

  test('answers 4902 for the second chain until the site adds it', async ({
    page,
    site,
    evmRig,
    evmWallet,
  }) => {
    expect(evmWallet.chains.map((chain) => chain.chainId)).toEqual([31337])
    await page.goto(site.url)
    await discoverEvmWallet(page, rdns)
    const switched = await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(switched).toEqual({
      error: { code: 4902, message: expect.stringContaining('wallet_addEthereumChain') },
    })
    const chainB = evmRig.chains[1]
    const added = await pageRequest(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: chainB.name,
        rpcUrls: [chainB.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toEqual({ result: null })
    expect(await pageEvents(page)).toEqual([['chainChanged', '0x7a6a']])
    expect(await pageRequest(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({
      result: null,
    })
  })
})

test('a connect the user rejects is 4001, and the next one connects', async ({ page, site, evmWallet }) => {
  evmWallet.reject('connect', { times: 1 })
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })
  expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  expect(await pageRequest(page, 'eth_requestAccounts')).toEqual({ result: [evmWallet.address] })
})

test('a reload keeps the authorization: the site reconnects without asking', async ({
  page,
  site,
  evmWallet,
}) => {
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  await pageRequest(page, 'eth_requestAccounts')
  await page.reload()
  await discoverEvmWallet(page, rdns)
  const requestsBefore = evmWallet.requests.length
  expect(await pageRequest(page, 'eth_accounts')).toEqual({ result: [evmWallet.address] })
  expect(evmWallet.requests.slice(requestsBefore).map((request) => request.method)).toEqual(['eth_accounts'])
})

test('wallet-side lock, account switch and disconnect reach the page as events', async ({
  page,
  site,
  evmWallet,
  evmRig,
}) => {
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  await pageRequest(page, 'eth_requestAccounts')
  evmWallet.lock()
  await expect.poll(() => pageRequest(page, 'eth_accounts')).toEqual({ result: [] })
  evmWallet.unlock()
  evmWallet.switchAccount(1)
  evmWallet.switchChain(31338)
  evmWallet.disconnect()
  const second = evmRig.accounts[1]?.address
  await expect
    .poll(() => pageEvents(page))
    .toEqual([
      ['accountsChanged', [evmRig.accounts[0]?.address]],
      ['accountsChanged', []],
      ['accountsChanged', [evmRig.accounts[0]?.address]],
      ['accountsChanged', [second]],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'The wallet disconnected from the site.' }],
    ])
})

test('rejected signs and sends are 4001, and a delay holds the answer back', async ({
  page,
  site,
  evmWallet,
}) => {
  await page.goto(site.url)
  await discoverEvmWallet(page, rdns)
  await pageRequest(page, 'eth_requestAccounts')
  evmWallet.reject('sign', { times: 1 })
  evmWallet.reject('send', { times: 1 })
  expect(await pageRequest(page, 'personal_sign', ['0x01', evmWallet.address])).toMatchObject({
    error: { code: 4001 },
  })
  expect(
    await pageRequest(page, 'eth_sendTransaction', [
      { from: evmWallet.address, to: evmWallet.address, value: '0x1' },
    ]),
  ).toMatchObject({ error: { code: 4001 } })
  evmWallet.setDelay(300)
  const startedAt = Date.now()
  expect(await pageRequest(page, 'personal_sign', ['0x01', evmWallet.address])).toMatchObject({
    result: expect.stringMatching(/^0x/),
  })
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300)
})

test('a wallet installed on the context serves every tab of the site with one authorization', async ({
  context,
  site,
  evmRig,
}) => {
  const wallet = createEvmWallet({
    privateKeys: [evmRig.accounts[3]?.privateKey as Hex],
    chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
  await installEvmWallet(context, wallet, {
    info: { name: 'Context Wallet', rdns: 'dev.latchkit.contextwallet' },
  })
  const [first, second] = [await context.newPage(), await context.newPage()]
  for (const tab of [first, second]) {
    await tab.goto(site.url)
    await discoverEvmWallet(tab, 'dev.latchkit.contextwallet')
  }
  expect(await pageRequest(first, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
  expect(await pageRequest(second, 'eth_accounts')).toEqual({ result: [wallet.address] })
  wallet.switchChain(31338)
  for (const tab of [first, second])
    await expect.poll(() => pageEvents(tab)).toContainEqual(['chainChanged', '0x7a6a'])
})
