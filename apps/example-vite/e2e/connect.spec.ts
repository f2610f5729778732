import {
  layoutShiftScore,
  layoutShifts,
  shiftsOutside,
  watchErrors,
  watchLayoutShifts,
} from '@latchkit/testing/page-checks'
import { expect, test } from './exampleSite.js'

test('a visitor connects the injected wallet from the button, sees its address, and a reload restores it', async ({
  page,
  wallet,
}) => {
  const errors = watchErrors(page)
  await watchLayoutShifts(page)
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  const addressLine = page.getByLabel('Connected address')
  await expect(addressLine).toHaveText('Not connected')

  await connect.click()
  const modal = page.getByRole('dialog', { name: 'Connect Wallet' })
  await modal.getByRole('button', { name: /LatchKit Test Wallet/ }).click()
  await expect(modal).toBeHidden()
  await expect(addressLine).toHaveText(wallet.address)
  // Connecting replaces the button's text with the account and its avatar, which moves the label
  // inside the button (counted as a shift when the wallet answers 500 ms after the click, on a
  // busy machine): reported, not failed. Nothing else may move.
  const connectShifts = await layoutShifts(page)
  console.log(`CLS inside the button while connecting: ${layoutShiftScore(connectShifts)}`)
  expect(
    await shiftsOutside(connectShifts, page.locator('latch-button')),
    'shifts outside the button while loading and connecting',
  ).toEqual([])

  // The kit reconnects on load (`enableReconnect`, on by default): no click this time.
  await page.reload()
  await expect(addressLine).toHaveText(wallet.address)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
  // The button shows the stored account from its first paint (the kit reads it from storage),
  // so nothing moves, the button included, while the wallet answers.
  expect(layoutShiftScore(await layoutShifts(page)), 'CLS on reload').toBe(0)
  expect(errors).toEqual([])
})
