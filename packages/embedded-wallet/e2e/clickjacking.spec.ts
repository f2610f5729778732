import { signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

test('a page that covers the frame or fades it out cannot have Approve clicked: the button is disabled until the frame is plainly visible again', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `mallory+${Date.now()}@example.com`,
    recoveryPassword: 'a third long password',
    step: 'create',
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')

  const signature = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider.request({
      method: 'personal_sign',
      params: ['0x6869', (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address],
    }),
  )
  const approve = walletFrame(page).getByRole('button', { name: 'Approve', exact: true })
  await expect(approve).toBeEnabled()

  // A decoy drawn over the frame (letting clicks through to it): Approve turns off.
  await page.evaluate(() => {
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Click here to claim your prize'
    Object.assign(decoy.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      pointerEvents: 'none',
      background: 'rgba(255, 255, 255, 0.6)',
    })
    document.body.append(decoy)
  })
  await expect(approve).toBeDisabled()
  await page.evaluate(() => document.getElementById('decoy')?.remove())
  await expect(approve).toBeEnabled()

  // The frame faded out under the page's own button: off again, until it is opaque.
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
    if (frame) frame.style.opacity = '0.2'
  })
  await expect(approve).toBeDisabled()
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Wallet"]')
    if (frame) frame.style.opacity = '1'
  })
  await expect(approve).toBeEnabled()
  await approve.click()
  await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)
})
