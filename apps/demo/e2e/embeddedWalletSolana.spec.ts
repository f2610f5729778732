import { answerSignIn } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { answerInFrame, signInByEmail, walletFrame } from './embeddedWallet.js'
import { watchErrors } from './pageErrors.js'

const recoveryPassword = 'correct horse battery staple'

test('one email sign-up connects the embedded wallet on Solana too: its address shows, a message signed in the frame verifies, a decline is a rejection, and a reload keeps it', async ({
  page,
  demo,
}) => {
  const errors = watchErrors(page)
  const email = `grace+${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, demo.rig, { email, recoveryPassword, step: 'create' })
  await answerSignIn(page, 'Cancel')

  // The same login connected both namespaces: the EVM account and the Solana one.
  await expect(page.getByLabel('EVM address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const solana = page.getByRole('region', { name: 'Solana' })
  const address = solana.getByLabel('Solana address')
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const solanaAddress = (await address.textContent()) ?? ''
  await expect(solana.getByLabel('SOL balance')).toHaveText('0 SOL')

  // A signature: the frame shows the message and the account, and signs only after Approve; the
  // page checks the ed25519 signature against the address.
  await solana.getByRole('button', { name: 'Sign message' }).click()
  await expect(walletFrame(page).getByText('Hello from the LatchKit demo')).toBeVisible()
  await expect(walletFrame(page).getByText(solanaAddress, { exact: true })).toBeVisible()
  await answerInFrame(page, 'Approve')
  const check = solana.getByRole('status', { name: 'Solana signature check' })
  await expect(check).toHaveText('verified')

  // Declined: the page gets the wallet's refusal, nothing is signed.
  await solana.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Decline')
  await expect(check).toContainText(/reject/i)

  // A reload restores the Solana connection from the remembered login: no new code, same address
  // (the kit asks again to sign in, which the visitor declined before).
  await page.reload()
  await answerSignIn(page, 'Cancel')
  await expect(page.getByLabel('Solana address')).toHaveText(solanaAddress)
  await page.getByRole('region', { name: 'Solana' }).getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Approve')
  await expect(
    page.getByRole('region', { name: 'Solana' }).getByRole('status', { name: 'Solana signature check' }),
  ).toHaveText('verified')
  expect(errors).toEqual([])
})
