import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { bitcoinFunding, expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'

// One visitor's whole Bitcoin session: each connection costs a page load and a sign-in prompt.
test("the sats-connect test wallet connects, signs in with BIP-322 checked by the demo's server, signs a verified message and sends LTC the node mines", async ({
  page,
  demo,
  demoBitcoinWallet,
}) => {
  const errors = watchErrors(page)
  const wallet = demoBitcoinWallet
  await page.goto('/')
  await connectFromButton(page, 'Bitcoin', /LatchKit Test Bitcoin Wallet/)
  await answerSignIn(page, 'Sign')
  // The server verified the BIP-322 signature with the regtest's parameters before setting its cookie.
  await expect(page.getByLabel('Server session')).toHaveText(`Signed in as ${wallet.address}`)
  const signatures = () => wallet.requests.filter((request) => request.method === 'signMessage')
  expect(signatures()).toHaveLength(1)

  const section = page.getByRole('region', { name: 'Bitcoin' })
  await expect(section.getByLabel('Bitcoin address')).toHaveText(wallet.address)
  await expect(section.getByLabel('Bitcoin balance')).toHaveText(`${bitcoinFunding} LTC`)

  for (const protocol of ['BIP-322', 'Legacy (ECDSA)']) {
    await section.getByLabel('Signature', { exact: true }).selectOption({ label: protocol })
    await section.getByRole('button', { name: 'Sign message' }).click()
    await expect(section.getByRole('status', { name: 'Bitcoin signature check' })).toHaveText('verified')
  }
  expect(signatures()).toHaveLength(3)

  const { node } = demo.rig.bitcoin
  const recipient = (await node.rpc('getnewaddress', ['', 'bech32'], { wallet: node.walletName })) as string
  await section.getByLabel('Amount').fill('0.5')
  await section.getByLabel('Recipient address').fill(recipient)
  await section.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(section.getByRole('status', { name: 'Bitcoin send result' })).toHaveText(
    /^Sent: [0-9a-f]{64}$/,
  )
  // The node holds it unconfirmed: the sender's balance already shows the 0.5 and the fee gone.
  const balance = section.getByLabel('Bitcoin balance')
  // Read once it shows an amount again (it is re-read after the send, with a moment in between).
  const shown = async () => Number.parseFloat((await balance.textContent()) ?? '')
  await expect.poll(shown).toBeLessThan(Number(bitcoinFunding) - 0.5)
  const left = await shown()
  expect(left).toBeGreaterThan(Number(bitcoinFunding) - 0.5 - 0.001)
  expect(await node.rpc('getreceivedbyaddress', [recipient, 1], { wallet: node.walletName })).toBe(0)

  await node.mine(1)
  await expect
    .poll(() => node.rpc('getreceivedbyaddress', [recipient, 1], { wallet: node.walletName }))
    .toBe(0.5)
  await expect(balance).toHaveText(`${left} LTC`)
  expect(errors).toEqual([])
})

test('the visitor makes the wallet’s ordinal account active in the Account view, signs in with it (a Taproot BIP-322 signature the server verifies) and finds it still active after a reload', async ({
  page,
  demoBitcoinWallet,
}) => {
  const errors = watchErrors(page)
  const wallet = demoBitcoinWallet
  const serverSession = page.getByLabel('Server session')
  const address = page.getByRole('region', { name: 'Bitcoin' }).getByLabel('Bitcoin address')
  await page.goto('/')
  await connectFromButton(page, 'Bitcoin', /LatchKit Test Bitcoin Wallet/)
  await answerSignIn(page, 'Sign')
  await expect(serverSession).toHaveText(`Signed in as ${wallet.payment.address}`)

  await page
    .getByRole('button', { name: /^Account: / })
    .first()
    .click()
  const accounts = page.getByRole('dialog').getByRole('list', { name: 'Accounts of this wallet' })
  await expect(accounts.getByRole('button', { name: /^Payment/ })).toHaveAttribute('aria-current', 'true')
  await accounts.getByRole('button', { name: /^Use Ordinals/ }).click()
  // The ordinal address has no session yet: the kit asks it to sign in, the server checks a P2TR signature.
  await answerSignIn(page, 'Sign')
  await expect(serverSession).toHaveText(`Signed in as ${wallet.ordinal.address}`)
  await expect(address).toHaveText(wallet.ordinal.address)
  const signed = wallet.requests.filter((request) => request.method === 'signMessage')
  expect(signed).toHaveLength(2)

  await page.reload()
  await expect(address).toHaveText(wallet.ordinal.address)
  await expect(serverSession).toHaveText(`Signed in as ${wallet.ordinal.address}`)
  // The kit found the ordinal account's stored session: no third prompt.
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  expect(wallet.requests.filter((request) => request.method === 'signMessage')).toHaveLength(2)
  expect(errors).toEqual([])
})
