import { connectWallet, expect, openSite, test } from './accountRig.js'
import { deepFocus, toHex } from './helpers.js'

test('keyboard only: the network button opens the list, Enter switches, and focus returns to the button', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  const networkButton = page.locator('latch-network-button').getByRole('button')
  await expect(networkButton).toHaveAccessibleName('Network: LatchKit Local A')
  await networkButton.focus()
  await page.keyboard.press('Enter')

  const list = page.getByRole('dialog', { name: 'Select network' })
  await expect(list).toBeVisible()
  // Focus is inside, on a row; each Tab reaches the next control, the current network included.
  const names: string[] = []
  for (let press = 0; press < 3; press++) {
    const focus = await deepFocus(page)
    expect(focus?.hosts).toEqual(['latch-modal'])
    names.push(focus?.name ?? '')
    await page.keyboard.press('Tab')
  }
  expect(names).toContain('LBLatchKit Local B')
  while ((await deepFocus(page))?.name !== 'LBLatchKit Local B') await page.keyboard.press('Tab')

  // The focused row shows a ring in the accent colour.
  const ring = await page.evaluate(() => {
    const active = document.querySelector('latch-modal')?.shadowRoot?.activeElement
    const style = active ? getComputedStyle(active) : undefined
    return { style: style?.outlineStyle, width: style?.outlineWidth, color: style?.outlineColor }
  })
  expect(ring.style).toBe('solid')
  expect(ring.width).toBe('2px')
  expect(toHex(ring.color ?? '')).toBe('#8ea3ff')

  await page.keyboard.press('Enter')
  // Opened on the list, the switch leaves the modal: closed, focus back on the network button.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(networkButton).toBeFocused()
  await expect(networkButton).toHaveAccessibleName('Network: LatchKit Local B')
  expect(evmWallet.chainId).toBe(31338)
})
