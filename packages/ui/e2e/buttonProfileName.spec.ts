import { connectWallet, expect, openSite, test } from './accountRig.js'

test('<latch-button> shows the ENS name once the visitor connected, without opening the Account view', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  // The registry serves the whole worker: count only this test's requests.
  const startedAt = Date.now()
  const identityRequests = () =>
    registry.requestsTo(`/v1/identity/${evmWallet.address}`).filter((request) => request.at >= startedAt)
  await openSite(page, { evmRig, registry })
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // Privacy: the profile is not asked for before the visitor connects.
  expect(identityRequests()).toHaveLength(0)
  await connectWallet(page, evmWallet)
  // alice.latch.eth is the rig's ENS name of its first account.
  await expect(page.getByRole('button', { name: 'Account: alice.latch.eth' })).toHaveText(/alice\.latch\.eth/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(identityRequests()).toHaveLength(1)
})
