import { expect, type Page } from '@playwright/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer, SignerResult } from '@polkadot/api/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { stringToHex } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { readFreeBalance } from '../src/polkadot/readFreeBalance.js'
import { type PolkadotChain, startPolkadotChain } from '../src/polkadot/startPolkadotChain.js'
import { transferInBlock } from '../src/polkadot/transferInBlock.js'
import {
  createPolkadotWallet,
  type PolkadotTestWallet,
} from '../src/wallets/polkadot/createPolkadotWallet.js'
import {
  defaultPolkadotWalletName,
  installPolkadotWallet,
} from '../src/wallets/polkadot/installPolkadotWallet.js'
import { test } from './siteTest.js'

type Injected = {
  accounts: {
    get(): Promise<{ address: string; type: string; name: string }[]>
    subscribe(callback: (accounts: { address: string }[]) => void): () => void
  }
  signer: {
    signRaw(payload: { address: string; data: string; type: 'bytes' }): Promise<SignerResult>
    signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
  }
}
type TestWindow = Window & {
  injectedWeb3?: Record<string, { version: string; enable(appName: string): Promise<Injected> }>
  testPolkadot?: Injected
  testPolkadotAccounts?: string[][]
}
type PageResult<T> = { value: T } | { error: { name: string; message: string; code?: unknown } }

// The chain is started once for the file: every test signs for its accounts.
let chain: PolkadotChain
test.beforeAll(async () => {
  test.setTimeout(120_000)
  chain = await startPolkadotChain()
})
test.afterAll(async () => {
  await chain?.stop()
})

// Calls `enable` as a site does (through @polkadot/extension-dapp's web3Enable, say), keeps the
// result on `window`, and follows `accounts.subscribe`.
const enableInPage = (page: Page, name = defaultPolkadotWalletName) =>
  page.evaluate(async (extension): Promise<PageResult<string[]>> => {
    const testWindow = window as TestWindow
    const entry = testWindow.injectedWeb3?.[extension]
    if (!entry) return { error: { name: 'NotFound', message: `No ${extension} in injectedWeb3.` } }
    try {
      const injected = await entry.enable('LatchKit rig site')
      testWindow.testPolkadot = injected
      testWindow.testPolkadotAccounts = []
      injected.accounts.subscribe((accounts) =>
        testWindow.testPolkadotAccounts?.push(accounts.map((account) => account.address)),
      )
      return { value: (await injected.accounts.get()).map((account) => account.address) }
    } catch (error) {
      const { name, message, code } = error as Error & { code?: unknown }
      return { error: { name, message, code } }
    }
  }, name)

const signRawInPage = (page: Page, address: string, message: string) =>
  page.evaluate(
    async ([signer, data]): Promise<PageResult<SignerResult>> => {
      const injected = (window as TestWindow).testPolkadot
      if (!injected) throw new Error('Enable the extension first.')
      try {
        return { value: await injected.signer.signRaw({ address: signer, data, type: 'bytes' }) }
      } catch (error) {
        const { name, message: text, code } = error as Error & { code?: unknown }
        return { error: { name, message: text, code } }
      }
    },
    [address, stringToHex(message)] as const,
  )

async function installedWallet(page: Page, injectionDelayMs = 0): Promise<PolkadotTestWallet> {
  const wallet = await createPolkadotWallet({ accounts: chain.accounts })
  await installPolkadotWallet(page, wallet, { injectionDelayMs })
  return wallet
}

test('a page enables the extension, reads its accounts and gets a signRaw signature that verifies in Node', async ({
  page,
  site,
}) => {
  const wallet = await installedWallet(page)
  await page.goto(site.url)
  expect(await page.evaluate(() => Object.keys((window as TestWindow).injectedWeb3 ?? {}))).toEqual([
    defaultPolkadotWalletName,
  ])
  const enabled = await enableInPage(page)
  expect(enabled).toEqual({ value: wallet.accounts.map((account) => account.address) })
  expect(wallet.accounts.map((account) => account.type)).toEqual(['sr25519', 'sr25519', 'ed25519', 'ecdsa'])

  for (const account of wallet.accounts) {
    const signed = await signRawInPage(page, account.address, 'Sign in to the rig site')
    if (!('value' in signed)) throw new Error(JSON.stringify(signed.error))
    expect(signatureVerify('Sign in to the rig site', signed.value.signature, account.address)).toMatchObject(
      {
        isValid: true,
        crypto: account.type,
      },
    )
  }
  // enable, then accounts.subscribe's and accounts.get's reads (in either order), then the signatures.
  expect(wallet.requests[0]).toMatchObject({ method: 'enable', params: { appName: 'LatchKit rig site' } })
  expect(wallet.requests.map((request) => request.method).sort()).toEqual([
    'accounts',
    'accounts',
    'enable',
    'signRaw',
    'signRaw',
    'signRaw',
    'signRaw',
  ])
})

test('a transfer signed through the page signer (signPayload) lands in a block of the rig chain', async ({
  page,
  site,
}) => {
  await installedWallet(page)
  await page.goto(site.url)
  await enableInPage(page)
  // The site's @polkadot/api, whose signer is the extension's: Node builds, the page signs.
  const pageSigner: Signer = {
    signPayload: (payload) =>
      page.evaluate(async (json) => {
        const injected = (window as TestWindow).testPolkadot
        if (!injected) throw new Error('Enable the extension first.')
        return injected.signer.signPayload(json)
      }, payload),
  }
  const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  try {
    const [alice, bob] = chain.accounts
    if (!alice || !bob) throw new Error('The rig chain has no accounts.')
    const before = await readFreeBalance(api, bob.address)
    await transferInBlock(api, {
      from: alice.address,
      signer: pageSigner,
      to: bob.address,
      amount: 3n * 10n ** 12n,
    })
    expect(await readFreeBalance(api, bob.address)).toBe(before + 3n * 10n ** 12n)
  } finally {
    await api.disconnect()
  }
})

test("declines reach the page in the extension's words; setAccounts reaches accounts.subscribe", async ({
  page,
  site,
}) => {
  const wallet = await installedWallet(page)
  await page.goto(site.url)
  wallet.reject('connect', { times: 1 })
  expect(await enableInPage(page)).toEqual({
    error: { name: 'Error', message: 'Connection request was rejected by the user.' },
  })
  await enableInPage(page)
  const [alice, , charlie] = chain.accounts
  if (!alice || !charlie) throw new Error('The rig chain has no accounts.')

  wallet.reject('signRaw', { times: 1 })
  const address = wallet.accounts[0]?.address ?? ''
  expect(await signRawInPage(page, address, 'no')).toEqual({ error: { name: 'Error', message: 'Cancelled' } })

  await expect.poll(() => page.evaluate(() => (window as TestWindow).testPolkadotAccounts?.length)).toBe(1)
  wallet.setAccounts([charlie])
  await expect
    .poll(() => page.evaluate(() => (window as TestWindow).testPolkadotAccounts?.at(-1)))
    .toEqual(wallet.accounts.map((account) => account.address))
  expect(wallet.accounts.map((account) => account.type)).toEqual(['ed25519'])
})

test('an extension that injects late is missing at first and found once it has injected', async ({
  page,
  site,
}) => {
  // Long enough that the blank page has loaded before it, on a busy machine too.
  await installedWallet(page, 3_000)
  await page.goto(site.url)
  expect(await page.evaluate(() => (window as TestWindow).injectedWeb3)).toBeUndefined()
  await page.waitForFunction(
    (name) => (window as TestWindow).injectedWeb3?.[name] !== undefined,
    defaultPolkadotWalletName,
  )
  expect(await enableInPage(page)).toMatchObject({ value: expect.any(Array) })
})
