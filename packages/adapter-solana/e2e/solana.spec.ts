import { createPublicKey, verify } from 'node:crypto'
import type { SolanaRig } from '@latchkit/testing'
import { defaultSolanaWalletName, expect } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import type { SiteConfig, SiteWindow } from './site/main.js'
import { openSite, test } from './siteTest.js'

const solanaConfig = (rig: SolanaRig): SiteConfig => ({
  solana: { genesisHash: rig.genesisHash, rpcUrl: rig.rpcUrl, wsUrl: rig.wsUrl },
})

const solanaAccount = (page: Page) =>
  page.evaluate(() => {
    const account = (window as unknown as SiteWindow).kit.getState().accounts.solana
    return { status: account?.status, address: account?.address }
  })

/** Opens the modal and picks the Solana test wallet, as a visitor does. */
async function connectFromModal(page: Page) {
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name: new RegExp(defaultSolanaWalletName) }).click()
}

/** The balance as the account view writes it: four decimals at most (cut), two at least. */
function shownSol(lamports: number): string {
  const [whole, fraction = ''] = (lamports / 1e9).toFixed(9).split('.')
  return `${whole}.${fraction.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')} SOL`
}

const lamportsOf = (rig: SolanaRig, address: string) =>
  new Connection(rig.rpcUrl, 'confirmed').getBalance(new PublicKey(address))

test('connects the wallet-standard wallet from the modal; the account view shows its address and LiteSVM balance', async ({
  page,
  site,
  solanaRig,
  solanaWallet,
}) => {
  await openSite(page, site.url, solanaConfig(solanaRig))
  await connectFromModal(page)
  await expect.poll(() => solanaAccount(page)).toEqual({ status: 'connected', address: solanaWallet.address })

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(page.getByTestId('account-name')).toHaveAttribute('title', solanaWallet.address)
  await expect(page.getByTestId('account-balance')).toHaveText(
    shownSol(await lamportsOf(solanaRig, solanaWallet.address)),
  )
})

test('signs a message in the page that verifies as ed25519 under the wallet key', async ({
  page,
  site,
  solanaRig,
  solanaWallet,
}) => {
  await openSite(page, site.url, solanaConfig(solanaRig))
  await connectFromModal(page)
  await expect.poll(() => solanaAccount(page)).toMatchObject({ status: 'connected' })
  const message = 'Sign in to the LatchKit e2e site'
  const signature = await page.evaluate(
    (text) => (window as unknown as SiteWindow).signSolanaMessage(text),
    message,
  )
  const key = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(new PublicKey(solanaWallet.address).toBytes()).toString('base64url'),
    },
    format: 'jwk',
  })
  expect(verify(null, Buffer.from(message), key, Buffer.from(signature, 'base64'))).toBe(true)
  expect(verify(null, Buffer.from(`${message}!`), key, Buffer.from(signature, 'base64'))).toBe(false)
})

test('sends SOL: the receiver gains it, the sender pays it and the fee; bad input gets the spec text', async ({
  page,
  site,
  solanaRig,
  solanaWallet,
}) => {
  await openSite(page, site.url, solanaConfig(solanaRig))
  await connectFromModal(page)
  await expect.poll(() => solanaAccount(page)).toMatchObject({ status: 'connected' })
  const receiver = solanaRig.accounts[2]?.address ?? ''
  const send = (to: string, amount: string) =>
    page.evaluate(([address, sol]) => (window as unknown as SiteWindow).sendSol(address, sol), [
      to,
      amount,
    ] as const)

  expect(await send(receiver, '')).toEqual({
    error: 'SendAmountAndReceiverRequiredError: An amount and receiver address are required',
  })
  const before = await Promise.all(
    [solanaWallet.address, receiver].map((address) => lamportsOf(solanaRig, address)),
  )
  const result = await send(receiver, '2.5')
  expect(result).toEqual({ signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
  const after = await Promise.all(
    [solanaWallet.address, receiver].map((address) => lamportsOf(solanaRig, address)),
  )
  expect((after[1] ?? 0) - (before[1] ?? 0)).toBe(2_500_000_000)
  expect((before[0] ?? 0) - (after[0] ?? 0)).toBe(2_500_000_000 + 5_000)

  solanaWallet.reject('send', { times: 1 })
  expect(await send(receiver, '1')).toEqual({ error: 'UserRejectedRequestError: User rejected the request' })
})

test('a rejected connect shows "Connection rejected"; Try again connects', async ({
  page,
  site,
  solanaRig,
  solanaWallet,
}) => {
  await openSite(page, site.url, solanaConfig(solanaRig))
  solanaWallet.reject('connect', { times: 1 })
  await connectFromModal(page)
  await expect(page.getByRole('alert').filter({ hasText: 'Connection rejected' })).toBeVisible()
  expect((await solanaAccount(page)).status).toBe('disconnected')

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => solanaAccount(page)).toEqual({ status: 'connected', address: solanaWallet.address })
})

test('a reload keeps the connection without asking the wallet again', async ({
  page,
  site,
  solanaRig,
  solanaWallet,
}) => {
  await openSite(page, site.url, solanaConfig(solanaRig))
  await connectFromModal(page)
  await expect.poll(() => solanaAccount(page)).toMatchObject({ status: 'connected' })
  const prompts = () =>
    solanaWallet.requests.filter((request) => request.method === 'connect' && !request.params.silent)
  expect(prompts()).toHaveLength(1)

  await page.reload()
  await page.locator('body[data-ready="true"]').waitFor()
  await expect.poll(() => solanaAccount(page)).toEqual({ status: 'connected', address: solanaWallet.address })
  expect(prompts()).toHaveLength(1)
})
