import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { expectAxeClean, openAccount, rigAccount } from './walletModal.js'

// Buying crypto: the provider API's options and quote (the rig's, or the built-in ones when the
// API fails), then the provider's page in a new window. The rig stands in for the provider: its
// page lists the parameters it was opened with. The visitor is an account of its own.
const accountIndex = -7

/** Opens the demo as the visitor, connected on the rig's first chain, and Account → Buy crypto by keyboard. */
async function openBuyCrypto(page: Page, demo: Parameters<typeof rigAccount>[0]) {
  const visitor = rigAccount(demo, accountIndex)
  const wallet = createEvmWallet({
    privateKeys: [visitor.privateKey],
    chains: demo.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
  await installEvmWallet(page, wallet)
  await page.goto('/')
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Buy crypto' }).focus()
  await page.keyboard.press('Enter')
  const onramp = page.getByRole('dialog', { name: 'Buy crypto' })
  await expect(onramp.getByLabel('You buy')).toBeVisible()
  return { onramp, visitor }
}

/** The texts of a `<select>`'s options. */
const optionTexts = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''))

/** Presses Continue by keyboard and returns the provider's page once it has loaded. */
async function continueToProvider(page: Page, onramp: Locator) {
  const submit = onramp.getByRole('button', { name: 'Continue to provider' })
  await expect(submit).toBeEnabled()
  await submit.focus()
  const popup = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const provider = await popup
  await provider.waitForURL(/\/onramp\/widget\?/)
  await expect(provider).toHaveTitle('Rig onramp provider')
  await expect(onramp.getByRole('status')).toHaveText('Complete your purchase in the new window.')
  await expect(onramp.getByRole('button', { name: "Open the provider's page again" })).toBeVisible()
  return provider
}

/** What the provider's page received: its definition list of query parameters. */
async function receivedParameters(provider: Page) {
  const names = await provider.locator('dt').allTextContents()
  const values = await provider.locator('dd').allTextContents()
  const received: Record<string, string> = Object.fromEntries(
    names.map((name, index) => [name, values[index] ?? '']),
  )
  return received
}

/** The wallets the provider's page received (its `destinationWallets`, JSON). */
const walletsOf = (received: Record<string, string>) =>
  JSON.parse(received.destinationWallets ?? '[]') as {
    address: string
    blockchains: string[]
    assets?: string[]
  }[]

test("a visitor buys ETH on the rig's chain in GBP: the rig's options and quote, then the provider's page gets the purchase", async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)
  const { onramp, visitor } = await openBuyCrypto(page, demo.rig)
  // The rig's options, not the built-in ones; the default is what is bought on the visitor's network.
  const payment = onramp.getByLabel('You pay in')
  await expect.poll(() => optionTexts(payment)).toEqual(['GBP', 'USD'])
  await expect(onramp.getByText('Showing default options')).toHaveCount(0)
  await expect(onramp.getByLabel('You buy')).toHaveValue('eth')
  const chainId = demo.rig.evm.chains[0].chainId
  await expect(onramp.getByLabel('On network')).toHaveValue(`latchkit-local-${chainId}`)

  // GBP is above the default (USD): the up arrow.
  await payment.focus()
  await page.keyboard.press('ArrowUp')
  await expect(payment).toHaveValue('GBP')
  await expect(onramp.getByText('By card: from 5.00 to 5,000.00 GBP.')).toBeVisible()
  await onramp.getByLabel('Amount').focus()
  await page.keyboard.type('25')
  const quote = onramp.getByRole('definition')
  // 25 GBP, 1.5 % and 0.50 of fees: the rig's quote.
  await expect(quote).toHaveText(['25.88 GBP', '0.50 GBP', '12.500000 ETH'], { timeout: 15_000 })
  await expectAxeClean(page, 'the Buy crypto view')

  const provider = await continueToProvider(page, onramp)
  const received = await receivedParameters(provider)
  expect(received).toMatchObject({
    defaultNetwork: `latchkit-local-${chainId}`,
    defaultExperience: 'buy',
    presetFiatAmount: '25',
  })
  expect(received.partnerUserId?.toLowerCase()).toBe(visitor.address.toLowerCase())
  const wallets = walletsOf(received)
  expect(wallets).toHaveLength(1)
  expect(wallets[0]?.address.toLowerCase()).toBe(visitor.address.toLowerCase())
  expect(wallets[0]).toMatchObject({
    blockchains: [`latchkit-local-${chainId}`],
    assets: ['ETH'],
  })
  expect(errors).toEqual([])
})

test('with the options and quotes failing, the built-in options show, the quote is the amount itself, and the provider still opens', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)
  await page.route(
    (url) => url.pathname === '/v1/onramp/options',
    (route) => route.fulfill({ status: 500 }),
  )
  await page.route(
    (url) => url.pathname === '/v1/onramp/quote',
    (route) => route.fulfill({ status: 500 }),
  )
  const { onramp, visitor } = await openBuyCrypto(page, demo.rig)
  await expect(
    onramp.getByText('Showing default options: the current list could not be loaded.'),
  ).toBeVisible()
  await expect
    .poll(() => optionTexts(onramp.getByLabel('You buy')))
    .toEqual(['USDC (USD Coin)', 'ETH (Ether)'])
  expect(await optionTexts(onramp.getByLabel('You pay in'))).toEqual(['USD', 'EUR'])
  // Nothing is bought on the rig's chain here: the first currency, on its first network.
  await expect(onramp.getByLabel('On network')).toHaveValue('ethereum')
  await expectAxeClean(page, 'the Buy crypto view with the default options')

  await onramp.getByLabel('Amount').focus()
  await page.keyboard.type('30')
  await expect(onramp.getByRole('definition')).toHaveText(['30 USD'], { timeout: 15_000 })
  await expect(onramp.getByText('Fees are shown by the provider before you pay.')).toBeVisible()
  await expect(onramp.getByText('Network fee')).toHaveCount(0)

  const provider = await continueToProvider(page, onramp)
  const received = await receivedParameters(provider)
  expect(received).toMatchObject({ defaultNetwork: 'ethereum', presetFiatAmount: '30' })
  const [wallet] = walletsOf(received)
  expect(wallet?.address.toLowerCase()).toBe(visitor.address.toLowerCase())
  expect(wallet?.assets).toEqual(['USDC'])
  // Only the failures this test asked for.
  expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([])
})

test('an amount below the card minimum is refused with the limit, and the corrected amount goes on', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)
  const { onramp } = await openBuyCrypto(page, demo.rig)
  await expect(onramp.getByLabel('You pay in')).toHaveValue('USD')
  const amount = onramp.getByLabel('Amount')
  await amount.focus()
  await page.keyboard.type('4,5')
  await expect(onramp.getByRole('alert')).toHaveText('Enter an amount of at least 5.00 USD')
  await expect(onramp.getByRole('button', { name: 'Continue to provider' })).toBeDisabled()
  await expect(onramp.getByRole('definition')).toHaveCount(0)
  await expectAxeClean(page, 'the Buy crypto view with a limit error')

  // 4,5 becomes 45,5 (a decimal comma).
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.type('5')
  await expect(amount).toHaveValue('45,5')
  await expect(onramp.getByRole('alert')).toHaveText('')
  await expect(onramp.getByRole('definition').first()).toHaveText('46.68 USD', { timeout: 15_000 })
  const provider = await continueToProvider(page, onramp)
  expect(await receivedParameters(provider)).toMatchObject({ presetFiatAmount: '45.5' })
  expect(errors).toEqual([])
})
