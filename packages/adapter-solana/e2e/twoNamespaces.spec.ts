import { defaultEvmWalletInfo, defaultSolanaWalletName, expect } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { openSite, test } from './siteTest.js'

const namespaceState = (page: Page) =>
  page.evaluate(() => {
    const state = (window as unknown as SiteWindow).kit.getState()
    return {
      activeNamespace: state.network.activeNamespace,
      activeCaipNetworkId: state.network.activeCaipNetwork?.caipNetworkId,
      eip155: state.accounts.eip155?.address,
      solana: state.accounts.solana?.address,
    }
  })

test.beforeEach(async ({ page, site, evmRig, solanaRig, evmWallet, solanaWallet }) => {
  expect(evmWallet && solanaWallet).toBeTruthy()
  await openSite(page, site.url, {
    solana: { genesisHash: solanaRig.genesisHash, rpcUrl: solanaRig.rpcUrl, wsUrl: solanaRig.wsUrl },
    evm: { chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ id: chainId, name, rpcUrl })) },
  })
})

test('with EVM and Solana adapters, the visitor connects both and switches the active namespace', async ({
  page,
  evmRig,
  evmWallet,
  solanaWallet,
  solanaRig,
}) => {
  const evmNetworkId = `eip155:${evmRig.chains[0].chainId}`
  // EVM from the modal, as a visitor picks it.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(page.getByRole('button', { name: new RegExp(defaultSolanaWalletName) })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^${defaultEvmWalletInfo.name}`) }).click()
  await expect
    .poll(() => namespaceState(page))
    .toMatchObject({ activeNamespace: 'eip155', eip155: evmWallet.address })

  await page.evaluate(() =>
    (window as unknown as SiteWindow).kit.connect({ connectorId: 'LatchKit Test Solana Wallet' }),
  )
  expect(await namespaceState(page)).toEqual({
    activeNamespace: 'solana',
    activeCaipNetworkId: solanaRig.caipNetworkId,
    eip155: evmWallet.address,
    solana: solanaWallet.address,
  })

  await page.evaluate(
    (id) => (window as unknown as SiteWindow).kit.switchNetwork(id as `eip155:${number}`),
    evmNetworkId,
  )
  expect(await namespaceState(page)).toMatchObject({
    activeNamespace: 'eip155',
    activeCaipNetworkId: evmNetworkId,
  })
  await page.evaluate(
    (id) => (window as unknown as SiteWindow).kit.switchNetwork(id),
    solanaRig.caipNetworkId,
  )
  expect(await namespaceState(page)).toMatchObject({
    activeNamespace: 'solana',
    eip155: evmWallet.address,
    solana: solanaWallet.address,
  })
})

test('choosing a Solana network while only EVM is connected opens SwitchActiveChain', async ({
  page,
  evmWallet,
  solanaRig,
}) => {
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name: new RegExp(`^${defaultEvmWalletInfo.name}`) }).click()
  await expect.poll(() => namespaceState(page)).toMatchObject({ eip155: evmWallet.address })
  const view = await page.evaluate((id) => {
    const { kit, solana } = window as unknown as SiteWindow
    const network = solana.networks.find((candidate) => candidate.caipNetworkId === id)
    if (!network) throw new Error('The site has the rig cluster.')
    return kit.selectNetwork(network)
  }, solanaRig.caipNetworkId)
  expect(view).toBe('SwitchActiveChain')
  expect(await page.evaluate(() => (window as unknown as SiteWindow).kit.getState().modal.view)).toBe(
    'SwitchActiveChain',
  )
})
