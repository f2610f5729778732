import { startRegistry } from '@latchkit/testing'
import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import { connectWallet, expect, expectNoAxeViolations, openAccount, openSite, test } from './accountRig.js'

const second = { name: 'Second Test Wallet', rdns: 'dev.latchkit.testwallet.second' }

test('with multi-wallet on, ProfileWallets lists both wallets and switches back', async ({
  page,
  evmRig,
  evmWallet,
}, testInfo) => {
  // The project's remote configuration turns multi-wallet on (spec section 4).
  const registry = await startRegistry({ evmChains: evmRig.chains, remoteFeatures: { multiWallet: true } })
  try {
    const secondWallet = createEvmWallet({
      privateKeys: [evmRig.accounts[4]?.privateKey as `0x${string}`],
      chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, secondWallet, { info: second })
    await openSite(page, { evmRig, registry })
    await connectWallet(page, evmWallet)
    await page.waitForFunction(
      (id) => window.latchKit.getState().connectors.connectors.some((connector) => connector.id === id),
      second.rdns,
    )
    await page.evaluate((id) => window.latchKit.connect({ connectorId: id }), second.rdns)
    await openAccount(page)
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
    await expect(page.getByTestId('account-name')).toHaveText(short(secondWallet.address))

    await page.getByRole('button', { name: 'Wallets' }).click()
    const dialog = page.getByRole('dialog', { name: 'Wallets' })
    const list = dialog.getByRole('list', { name: 'Connected wallets' })
    await expect(list.getByRole('button', { name: /^Second Test Wallet/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(list.getByRole('button', { name: 'Use LatchKit Test Wallet' })).toContainText(
      short(evmWallet.address),
    )
    await expectNoAxeViolations(page, { testInfo, name: 'profile-wallets' })

    await list.getByRole('button', { name: 'Use LatchKit Test Wallet' }).click()
    await expect(list.getByRole('button', { name: /^LatchKit Test Wallet/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await page.evaluate(() => window.latchKit.getState().accounts.eip155?.address)).toBe(
      evmWallet.address,
    )

    await list.getByRole('button', { name: 'Remove Second Test Wallet' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(1)
  } finally {
    await registry.stop()
  }
})
