import { createPublicKey, verify } from 'node:crypto'
import { type Relay, startRelay, startWalletConnectWallet, type WalletConnectWallet } from '@latchkit/testing'
import { expect } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { openSite, test } from './siteTest.js'

let relay: Relay
let wallet: WalletConnectWallet | undefined

test.beforeAll(async () => {
  relay = await startRelay()
})
test.afterEach(async () => {
  await wallet?.stop()
})
test.afterAll(async () => {
  await relay?.stop()
})

const namespaceAddresses = (page: Page) =>
  page.evaluate(() => {
    const { accounts } = (window as unknown as SiteWindow).kit.getState()
    return { eip155: accounts.eip155?.status, solana: accounts.solana?.status }
  })

test('WalletConnect from the modal: the rig wallet approves eip155 and solana on one pairing', async ({
  page,
  site,
  evmRig,
  solanaRig,
}) => {
  const [chainA] = evmRig.chains
  const keypair = solanaRig.accounts[1]?.keypair
  if (!keypair) throw new Error('The rig has accounts.')
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    evm: { chainIds: [chainA.chainId], rpcUrl: chainA.rpcUrl },
    solana: { keypair, rpcUrl: solanaRig.rpcUrl },
  })
  await openSite(page, site.url, {
    solana: { genesisHash: solanaRig.genesisHash, rpcUrl: solanaRig.rpcUrl, wsUrl: solanaRig.wsUrl },
    evm: { chains: [{ id: chainA.chainId, name: chainA.name, rpcUrl: chainA.rpcUrl }] },
    walletConnect: { relayUrl: relay.url },
  })
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const uri = await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().walletConnect.uri), {
      timeout: 30_000,
    })
    .toMatch(/^wc:/)
    .then(() =>
      page.evaluate(() => (window as unknown as SiteWindow).kit.getState().walletConnect.uri as string),
    )
  await wallet.pair(uri)

  await expect
    .poll(() => namespaceAddresses(page), { timeout: 30_000 })
    .toEqual({
      eip155: 'connected',
      solana: 'connected',
    })
  expect(Object.keys(wallet.sessions.at(-1)?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
  const state = await page.evaluate(() => {
    const { accounts } = (window as unknown as SiteWindow).kit.getState()
    return { eip155: accounts.eip155?.address, solana: accounts.solana?.address }
  })
  expect(state).toEqual({ eip155: wallet.evmAddress, solana: keypair.publicKey.toBase58() })

  const signature = await page.evaluate(() =>
    (window as unknown as SiteWindow).signSolanaMessage('over WalletConnect'),
  )
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(keypair.publicKey.toBytes()).toString('base64url') },
    format: 'jwk',
  })
  expect(verify(null, Buffer.from('over WalletConnect'), key, Buffer.from(signature, 'base64'))).toBe(true)
  expect(wallet.requests.map((request) => request.method)).toContain('solana_signMessage')

  await page.evaluate(() => (window as unknown as SiteWindow).kit.disconnect())
  expect(await namespaceAddresses(page)).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
})
