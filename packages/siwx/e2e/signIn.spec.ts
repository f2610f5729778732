import AxeBuilder from '@axe-core/playwright'
import { defaultSolanaWalletName, type EvmTestWallet, expect } from '@latchkit/testing/wallets'
import { privateKeyToAccount } from 'viem/accounts'
import { formatSiwxMessage } from '../src/exports/index.js'
import type { SiwxPageConfig } from './fixture/siwx.js'
import { connect, fixtureUrl, openShop, test } from './shop.js'

const signRequests = (wallet: EvmTestWallet) =>
  wallet.requests.filter((request) => request.method === 'personal_sign')

test('connect, sign in, reload: the visitor stays signed in without a new prompt', async ({
  page,
  evmRig,
  evmWallet,
  siteServer,
}) => {
  await openShop(page, { evmRig, siteServer })
  await connect(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('Siwx Shop wants you to sign in')).toBeVisible()
  // The account, announced as such to screen readers.
  await expect(dialog.getByText(`Account: ${evmWallet.address}`, { exact: true })).toBeVisible()
  const message = dialog.getByRole('region', { name: 'Message to sign' })
  await expect(message).toContainText(
    `wants you to sign in with your Ethereum account:\n${evmWallet.address}`,
  )
  await expect(message).toContainText('Sign in to Siwx Shop.')
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => [node.target, node.failureSummary]),
    })),
  ).toEqual([])

  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  expect(signRequests(evmWallet)).toHaveLength(1)
  expect(siteServer.results).toEqual([
    { ok: true, data: expect.objectContaining({ accountAddress: evmWallet.address }) },
  ])
  expect(await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))).toContain(
    evmWallet.address,
  )

  await page.reload()
  await expect(page.getByLabel('Status')).toHaveText('connected')
  // The kit checked the stored session (a new prompt would open the dialog at once).
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  expect(signRequests(evmWallet)).toHaveLength(1)
})

test('a sign-in declined in the wallet says so and keeps the view; Sign again signs in', async ({
  page,
  evmRig,
  evmWallet,
  siteServer,
}) => {
  await openShop(page, { evmRig, siteServer })
  await connect(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('Siwx Shop wants you to sign in')).toBeVisible()
  evmWallet.reject('sign', { times: 1 })
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Error signing message')
  await expect(dialog).toBeVisible()
  expect(siteServer.results).toEqual([])
  expect(await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))).toBeNull()

  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  expect(signRequests(evmWallet)).toHaveLength(2)
  expect(siteServer.results).toEqual([
    { ok: true, data: expect.objectContaining({ accountAddress: evmWallet.address }) },
  ])
})

test('required sign-in: Escape does not close the view, and Cancel disconnects', async ({
  page,
  evmRig,
  evmWallet,
  siteServer,
}) => {
  await openShop(page, { evmRig, siteServer }, { required: true })
  await connect(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('Siwx Shop wants you to sign in')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByLabel('Status')).toHaveText('disconnected')
  await expect(dialog).toBeHidden()
  expect(signRequests(evmWallet)).toHaveLength(0)
  expect(siteServer.results).toEqual([])
})

test("the shop's server accepts a signed message once and refuses a replay, another domain and an expired one", async ({
  page,
  evmRig,
  evmWallet,
  siteServer,
}) => {
  await openShop(page, { evmRig, siteServer })
  await connect(page)
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Sign', exact: true })
    .click()
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  const signed = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))) ?? '{}',
  )
  const session = (signed.value ?? signed)[0] as { message: string; signature: string }

  const post = (body: { message: string; signature: string }) =>
    fetch(`${siteServer.url}/session`, { method: 'POST', body: JSON.stringify(body) }).then(
      async (response) => ({
        status: response.status,
        text: await response.text(),
      }),
    )
  expect(await post(session)).toEqual({ status: 401, text: 'reused-nonce' })

  const key = evmRig.accounts.find((account) => account.address === evmWallet.address)?.privateKey
  const signer = privateKeyToAccount(key ?? '0x')
  const site = fixtureUrl()
  const signFor = async (change: { domain?: string; expirationTime?: string }) => {
    const nonce = await (await fetch(`${siteServer.url}/nonce`)).text()
    const message = formatSiwxMessage({
      accountAddress: signer.address,
      chainId: `eip155:${evmRig.chains[0].chainId}`,
      domain: site.host,
      uri: site.origin,
      version: '1',
      nonce,
      issuedAt: new Date(Date.now() - 120_000).toISOString(),
      ...change,
    })
    return { message, signature: await signer.signMessage({ message }) }
  }
  expect(await post(await signFor({ domain: 'evil.example.com' }))).toEqual({
    status: 401,
    text: 'wrong-domain',
  })
  expect(await post(await signFor({ expirationTime: new Date(Date.now() - 60_000).toISOString() }))).toEqual({
    status: 401,
    text: 'expired',
  })
  expect((await post(await signFor({}))).status).toBe(200)
})

test('a Solana wallet signs in (ed25519), and the server accepts it once', async ({
  page,
  solanaRig,
  solanaWallet,
  siteServer,
}) => {
  const config: SiwxPageConfig = {
    chains: [],
    solana: { genesisHash: solanaRig.genesisHash, rpcUrl: solanaRig.rpcUrl, wsUrl: solanaRig.wsUrl },
    serverUrl: siteServer.url,
    required: false,
  }
  await page.goto(`${fixtureUrl().origin}/siwx.html?rig=${encodeURIComponent(JSON.stringify(config))}`)
  const connectorId = await page.waitForFunction(
    (name) =>
      window.latchKit.getState().connectors.connectors.find((connector) => connector.name === name)?.id,
    defaultSolanaWalletName,
  )
  await page.evaluate(
    (id) => window.latchKit.connect({ connectorId: id as string }),
    await connectorId.jsonValue(),
  )
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByRole('region', { name: 'Message to sign' })).toContainText(
    `wants you to sign in with your Solana account:\n${solanaWallet.address}`,
  )
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  expect(siteServer.results).toEqual([
    {
      ok: true,
      data: expect.objectContaining({
        accountAddress: solanaWallet.address,
        chainId: `solana:${solanaRig.genesisHash.slice(0, 32)}`,
      }),
    },
  ])
})

test('SIWXSignMessage in the light theme: axe finds nothing, and the keyboard reaches the message, Cancel and Sign', async ({
  page,
  evmRig,
  evmWallet,
  siteServer,
}) => {
  await openShop(page, { evmRig, siteServer }, { required: false, theme: 'light' })
  await connect(page)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  const message = dialog.getByRole('region', { name: 'Message to sign' })
  await expect(message).toContainText(evmWallet.address)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
  for (
    let presses = 0;
    presses < 8 && !(await sign.evaluate((button) => button.matches(':focus')));
    presses++
  )
    await page.keyboard.press('Tab')
  await expect(sign).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(message).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  expect(signRequests(evmWallet)).toHaveLength(1)
})
