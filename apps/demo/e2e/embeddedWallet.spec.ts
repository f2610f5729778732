import { answerSignIn } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { answerInFrame, signInByEmail, walletFrame } from './embeddedWallet.js'
import { watchErrors } from './pageErrors.js'

const recoveryPassword = 'correct horse battery staple'

// One visitor's embedded wallet from sign-up to a second device: each sign-up costs a code by mail
// and an Argon2id stretch of the recovery password, the slowest parts of these flows.
test('email sign-up makes a wallet in the cross-origin frame that signs verified messages, sends on anvil, switches chains, survives a reload and the service restarting, and a second device recovers it', async ({
  page,
  browser,
  demo,
}) => {
  const errors = watchErrors(page)
  const email = `ada+${Date.now()}@example.com`
  await page.goto('/')
  await signInByEmail(page, demo.rig, { email, recoveryPassword, step: 'create' })
  const address = page.getByLabel('EVM address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const evmAddress = (await address.textContent()) ?? ''
  // Sign in with X through the embedded wallet: the kit's prompt, then the frame's approval; the
  // demo's server verifies the signature.
  await answerSignIn(page, 'Sign')
  await answerInFrame(page, 'Approve')
  await expect(page.getByLabel('Server session')).toHaveText(`Signed in as ${evmAddress}`)
  // The frame is the service's origin, not the site's.
  const frameUrl = new URL((await page.locator('iframe[title="Wallet"]').getAttribute('src')) ?? '')
  expect(frameUrl.origin).toBe(demo.rig.wallet?.url)
  expect(frameUrl.origin).not.toBe(new URL(page.url()).origin)

  // A signature: the frame shows the message and signs only after Approve.
  const evm = page.getByRole('region', { name: 'EVM' })
  await evm.getByRole('button', { name: 'Sign message' }).click()
  await expect(walletFrame(page).getByText('Hello from the LatchKit demo')).toBeVisible()
  await answerInFrame(page, 'Approve')
  await expect(evm.getByRole('status', { name: 'Signature check' })).toHaveText('verified')

  // Declined: the dapp gets the wallet's refusal, nothing is signed.
  await evm.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Decline')
  await expect(evm.getByRole('status', { name: 'Signature check' })).toContainText(/reject/i)

  // A send on anvil: the frame shows the recipient and amount; the site fills and broadcasts.
  const chain = demo.rig.evm.chains[0]
  if (!chain) throw new Error('The rig has no EVM chain.')
  await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [evmAddress, '0x8ac7230489e80000'],
    }),
  })
  const receiver = demo.rig.evm.accounts[1]?.address ?? ''
  await evm.getByLabel('Token').selectOption('ETH')
  await evm.getByLabel('Amount').fill('1.5')
  await evm.getByLabel('Receiver address').fill(receiver)
  await evm.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(walletFrame(page).getByText(receiver, { exact: true })).toBeVisible()
  await expect(walletFrame(page).getByText('1.5', { exact: true })).toBeVisible()
  await answerInFrame(page, 'Approve')
  await expect(evm.getByRole('status', { name: 'Send result' })).toHaveText(/^Sent: 0x[0-9a-f]{64}$/)

  // The embedded wallet switches chains itself (no wallet prompt): the second anvil chain.
  const otherChain = demo.rig.evm.chains[1]
  if (!otherChain) throw new Error('The rig has one chain only.')
  await page.getByRole('button', { name: otherChain.name, exact: true }).click()
  await expect(page.getByLabel('Active network')).toHaveText(`eip155:${otherChain.chainId}`)
  await expect(page.getByRole('heading', { name: `Balances on ${otherChain.name}` })).toBeVisible()
  // The demo signs in per chain: a second signature through the frame.
  await answerSignIn(page, 'Sign')
  await answerInFrame(page, 'Approve')
  await expect(page.getByLabel('Server session')).toHaveText(`Signed in as ${evmAddress}`)
  await page.getByRole('button', { name: chain.name, exact: true }).click()
  await expect(page.getByLabel('Active network')).toHaveText(`eip155:${chain.chainId}`)

  // A reload keeps the session: no new code, same address.
  await page.reload()
  await expect(page.getByLabel('EVM address')).toHaveText(evmAddress)

  // The service restarts: nothing is lost, signing still works.
  await demo.rig.wallet?.restart()
  await evm.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Approve')
  await expect(evm.getByRole('status', { name: 'Signature check' })).toHaveText('verified')

  // A second device (a new browser context: no device share) recovers the same wallet with the
  // code and the recovery password.
  const device = await browser.newContext({ baseURL: page.url() })
  const second = await device.newPage()
  await second.goto('/')
  await signInByEmail(second, demo.rig, { email, recoveryPassword, step: 'recover' })
  await answerSignIn(second, 'Cancel')
  await expect(second.getByLabel('EVM address')).toHaveText(evmAddress)
  await device.close()
  expect(errors).toEqual([])
})

test("when the email login's code cannot download, the visitor reads 'Unable to load email login dependency'", async ({
  page,
}) => {
  await page.route('**/emailLoginController-*.js', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(dialog.locator('#email-error')).toHaveText('Unable to load email login dependency')
  // The modal stays usable: the field keeps the address, and Continue can be pressed again.
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com')
  await expect(dialog.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled()
})
