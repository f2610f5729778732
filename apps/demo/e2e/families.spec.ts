import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'

test('EVM, Solana, Bitcoin and Polkadot wallets stay connected at once while the active namespace follows the network the visitor picks', async ({
  page,
  demo,
  demoWallet,
  demoSolanaWallet,
  demoBitcoinWallet,
  demoPolkadotWallet,
}) => {
  const errors = watchErrors(page)
  const polkadotAddress = demo.rig.polkadot.accounts[0]?.address ?? ''
  await page.goto('/')
  // Signed in on each: a namespace without a session would be asked again when it becomes active.
  await connectFromButton(page, undefined, /LatchKit Test Wallet/)
  await answerSignIn(page, 'Sign')
  await connectFromButton(page, 'Solana', /LatchKit Test Solana Wallet/)
  await answerSignIn(page, 'Sign')
  await connectFromButton(page, 'Bitcoin', /LatchKit Test Bitcoin Wallet/)
  await answerSignIn(page, 'Sign')
  await connectFromButton(page, 'Polkadot', /Polkadot\{\.js\}/)
  await answerSignIn(page, 'Sign')

  const addresses = [
    [page.getByLabel('EVM address'), demoWallet.address],
    [page.getByLabel('Solana address'), demoSolanaWallet.address],
    [page.getByLabel('Bitcoin address'), demoBitcoinWallet.address],
    [page.getByLabel('Polkadot address'), polkadotAddress],
  ] as const
  const expectAllConnected = async () => {
    for (const [output, address] of addresses) await expect(output).toHaveText(address)
  }
  await expectAllConnected()
  // Each wallet was asked once, by the visitor's click: none was prompted again by another namespace.
  expect(demoPolkadotWallet.requests.filter((request) => request.method === 'enable')).toHaveLength(1)

  const dialogs = page.getByRole('dialog')
  const activeNetwork = page.getByLabel('Active network')
  const accountHook = page.getByLabel('useLatchKitAccount output')
  const [firstChain] = demo.rig.evm.chains
  if (!firstChain) throw new Error('The rig has no anvil chain.')
  const picks = [
    {
      name: 'Rig Litecoin regtest',
      id: demo.rig.bitcoin.node.caipNetworkId,
      address: demoBitcoinWallet.address,
    },
    { name: 'Rig Solana', id: demo.rig.solana.caipNetworkId, address: demoSolanaWallet.address },
    { name: 'Rig Polkadot (chopsticks)', id: demo.rig.polkadot.caipNetworkId, address: polkadotAddress },
    { name: firstChain.name, id: `eip155:${firstChain.chainId}`, address: demoWallet.address },
  ]
  for (const pick of picks) {
    await page.getByRole('button', { name: pick.name, exact: true }).click()
    await expect(activeNetwork).toHaveText(pick.id)
    // The hooks follow the active namespace: its account is the one they report.
    await expect(accountHook).toContainText(pick.address)
    await expectAllConnected()
    await expect(dialogs).toHaveCount(0)
  }
  expect(errors).toEqual([])
})
