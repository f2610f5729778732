import { readFreeBalance } from '@latchkit/testing/polkadot'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'

/** Whole ROC from planck (12 decimals), as a number for comparisons. */
const roc = (planck: bigint) => Number(planck) / 1e12

// One visitor's whole Polkadot session: each connection costs a page load and a sign-in prompt.
test("the injected Polkadot extension connects, signs in (sr25519, checked by the demo's server), signs a verified message and transfers ROC the chain finalizes", async ({
  page,
  demo,
  demoPolkadotWallet,
}) => {
  const errors = watchErrors(page)
  const [alice, , , dave] = demo.rig.polkadot.accounts
  if (!alice || !dave) throw new Error('The rig chain has four accounts.')
  await page.goto('/')
  await connectFromButton(page, 'Polkadot', /Polkadot\{\.js\}/)
  await answerSignIn(page, 'Sign')
  // The extension shows the generic format; the page, the chain's own (prefix 2).
  await expect(page.getByLabel('Server session')).toHaveText(`Signed in as ${alice.address}`)
  expect(demoPolkadotWallet.requests.filter((request) => request.method === 'signRaw')).toHaveLength(1)

  const section = page.getByRole('region', { name: 'Polkadot' })
  await expect(section.getByLabel('Polkadot address')).toHaveText(alice.address)
  const free = section.getByLabel('Polkadot free balance')
  await expect(free).toHaveText(/^\d+(\.\d+)? ROC$/)
  await expect(section.getByLabel('Polkadot reserved balance')).toHaveText('0 ROC')

  await section.getByRole('button', { name: 'Sign message' }).click()
  await expect(section.getByRole('status', { name: 'Polkadot signature check' })).toHaveText('verified')

  const api = await ApiPromise.create({ provider: new WsProvider(demo.rig.polkadot.wsUrl), noInitWarn: true })
  try {
    const [aliceBefore, daveBefore] = await Promise.all([
      readFreeBalance(api, alice.address),
      readFreeBalance(api, dave.address),
    ])
    await section.getByLabel('Amount').fill('1.5')
    await section.getByLabel('Recipient address').fill(dave.address)
    await section.getByRole('button', { name: 'Transfer', exact: true }).click()
    await expect(section.getByRole('status', { name: 'Polkadot transfer result' })).toHaveText(
      /^Finalized in block 0x[0-9a-f]{64}: 0x[0-9a-f]{64}$/,
    )
    expect(await readFreeBalance(api, dave.address)).toBe(daveBefore + 1_500_000_000_000n)
    const aliceAfter = await readFreeBalance(api, alice.address)
    // The 1.5 ROC and the fee have left; the page shows the chain's figure.
    expect(aliceAfter).toBeLessThan(aliceBefore - 1_500_000_000_000n)
    await expect(free).toHaveText(`${roc(aliceAfter)} ROC`)
  } finally {
    await api.disconnect()
  }
  expect(errors).toEqual([])
})
