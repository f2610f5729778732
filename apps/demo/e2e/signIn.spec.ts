import { formatSiwxMessage } from '@latchkit/siwx'
import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './demoSite.js'

type SignedMessage = { message: string; signature: string }

/** A sign-in message for `domain`, with a nonce from the demo's server, signed by the rig's first account. */
async function signedMessageFor(
  page: Page,
  {
    domain,
    chainId,
    privateKey,
    expirationTime,
  }: { domain: string; chainId: number; privateKey: `0x${string}`; expirationTime?: string },
): Promise<SignedMessage> {
  const { nonce } = (await (await page.request.get('/api/siwx/nonce')).json()) as { nonce: string }
  const account = privateKeyToAccount(privateKey)
  const message = formatSiwxMessage({
    accountAddress: account.address,
    chainId: `eip155:${chainId}`,
    domain,
    uri: `http://${domain}`,
    version: '1',
    nonce,
    issuedAt: new Date(Date.now() - 120_000).toISOString(),
    ...(expirationTime ? { expirationTime } : {}),
  })
  return { message, signature: await account.signMessage({ message }) }
}

test("signing in on connect sets the demo server's session cookie; reload keeps it without a prompt; replays, other domains and expired messages are refused", async ({
  page,
  demo,
  demoWallet,
}) => {
  const signRequests = () => demoWallet.requests.filter((request) => request.method === 'personal_sign')
  const serverSession = page.getByLabel('Server session')
  await page.goto('/')
  await expect(serverSession).toHaveText('Not signed in')

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /LatchKit Test Wallet/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByText('LatchKit demo wants you to sign in')).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Message to sign' })).toContainText(
    'Sign in to the LatchKit demo.',
  )
  const verifyRequest = page.waitForRequest((request) => request.url().endsWith('/api/siwx/verify'))
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  // What the server says, from its cookie: the page cannot read or forge it.
  await expect(serverSession).toHaveText(`Signed in as ${demoWallet.address}`)
  const cookie = (await page.context().cookies()).find((each) => each.name === 'latchkit_demo_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('latchkit_demo_session')
  expect(signRequests()).toHaveLength(1)
  const signed = (await verifyRequest).postDataJSON() as SignedMessage

  await page.reload()
  await expect(serverSession).toHaveText(`Signed in as ${demoWallet.address}`)
  await expect(page.getByLabel('EVM address')).toHaveText(demoWallet.address)
  // The kit found the stored session: a new prompt would open the dialog at once.
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  expect(signRequests()).toHaveLength(1)

  // The very message and signature the wallet produced, sent again: its nonce is spent.
  const replay = await page.request.post('/api/siwx/verify', { data: signed })
  expect(replay.status()).toBe(401)
  expect(await replay.json()).toEqual({ reason: 'reused-nonce' })

  const [chain] = demo.rig.evm.chains
  const [owner] = demo.rig.evm.accounts
  if (!chain || !owner) throw new Error('The rig has no anvil chain or account.')
  const elsewhere = await signedMessageFor(page, {
    domain: 'shop.example.com',
    chainId: chain.chainId,
    privateKey: owner.privateKey,
  })
  const misdirected = await page.request.post('/api/siwx/verify', { data: elsewhere })
  expect(misdirected.status()).toBe(401)
  expect(await misdirected.json()).toEqual({ reason: 'wrong-domain' })
  const expired = await signedMessageFor(page, {
    domain: new URL(demo.url).host,
    chainId: chain.chainId,
    privateKey: owner.privateKey,
    expirationTime: new Date(Date.now() - 60_000).toISOString(),
  })
  const late = await page.request.post('/api/siwx/verify', { data: expired })
  expect(late.status()).toBe(401)
  expect(await late.json()).toEqual({ reason: 'expired' })
  // The same message made for the demo's own host is accepted: the domain alone was refused.
  const here = await signedMessageFor(page, {
    domain: new URL(demo.url).host,
    chainId: chain.chainId,
    privateKey: owner.privateKey,
  })
  const accepted = await page.request.post('/api/siwx/verify', { data: here })
  expect(accepted.status()).toBe(200)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(serverSession).toHaveText('Not signed in')
  expect(await (await page.request.get('/api/siwx/session')).json()).toBeNull()
})
