import { deploySmartWallet, prepareUndeployedSmartWallet } from '@latchkit/testing'
import {
  createEvmWallet,
  defaultEvmWalletInfo,
  type EvmSmartAccount,
  type EvmTestWallet,
  expect,
  installEvmWallet,
  test as walletTest,
} from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import {
  type Chain,
  createPublicClient,
  getAddress,
  type Hex,
  hexToString,
  http,
  isHex,
  type PublicClient,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createEvmVerifier } from '../src/exports/evm.js'
import type { SiwxPageConfig } from './fixture/siwx.js'
import { type SiteServer, startSiteServer } from './siteServer.js'

function fixtureUrl(): URL {
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  return new URL(base)
}

/** The rig's anvil chains, and the shop's server checking EVM sign-ins on them (ERC-1271/6492 included). */
const test = walletTest.extend<{ siteServer: SiteServer; chainA: PublicClient }>({
  chainA: async ({ evmRig }, use) => {
    await use(
      createPublicClient<Transport, Chain | undefined>({ chain: evmRig.chains[0].chain, transport: http() }),
    )
  },
  siteServer: async ({ evmRig }, use) => {
    const site = fixtureUrl()
    const clients = evmRig.chains.map((chain) =>
      createPublicClient<Transport, Chain | undefined>({ chain: chain.chain, transport: http() }),
    )
    const server = await startSiteServer({
      expected: { domain: site.host, uri: site.origin },
      verifier: [createEvmVerifier({ clients })],
    })
    try {
      await use(server)
    } finally {
      await server.stop()
    }
  },
})
// The page talks to anvil and the shop's server on their own ports.
test.use({ bypassCSP: true })

const signIn = 'Sign in'

/**
 * Injects the EVM test wallet holding rig key `keyIndex` and presenting `smartAccount` (the
 * `evmWallet` fixture is not used, so it is the only wallet the page sees), then opens the shop.
 */
async function openShopWithContractWallet(
  page: Page,
  {
    evmRig,
    siteServer,
  }: {
    evmRig: {
      chains: readonly { chainId: number; name: string; rpcUrl: string }[]
      accounts: readonly { privateKey: Hex }[]
    }
    siteServer: SiteServer
  },
  keyIndex: number,
  smartAccount: EvmSmartAccount,
): Promise<EvmTestWallet> {
  const key = evmRig.accounts[keyIndex]?.privateKey
  if (!key) throw new Error(`The rig has no account ${keyIndex}.`)
  const chains = evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  const wallet = createEvmWallet({ privateKeys: [key], chains, smartAccount })
  await installEvmWallet(page, wallet)
  const config: SiwxPageConfig = { chains, serverUrl: siteServer.url, required: false }
  await page.goto(`${fixtureUrl().origin}/siwx.html?rig=${encodeURIComponent(JSON.stringify(config))}`)
  return wallet
}

/** Connects as a visitor does: the Connect button, then the wallet's row in the modal. */
async function connectThroughModal(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${defaultEvmWalletInfo.name}`) })
    .click()
}

const postedSession = (page: Page, siteServer: SiteServer) =>
  page.waitForResponse(
    (response) => response.url() === `${siteServer.url}/session` && response.request().method() === 'POST',
  )

/** The text the wallet was asked to sign with `personal_sign` (hex-encoded by the adapter or not). */
function signedTexts(wallet: EvmTestWallet): string[] {
  return wallet.requests
    .filter((request) => request.method === 'personal_sign')
    .map(({ params: [message] }) =>
      typeof message === 'string' && isHex(message) ? hexToString(message) : String(message),
    )
}

test("a contract wallet (ERC-1271) signs in: the visitor signs as the contract, and the shop's server accepts it", async ({
  page,
  evmRig,
  siteServer,
  chainA,
}) => {
  const owner = evmRig.accounts[5]
  if (!owner) throw new Error('The rig has no account 5.')
  const contract = getAddress(await deploySmartWallet({ chain: evmRig.chains[0], owner: owner.address }))
  expect(await chainA.getCode({ address: contract })).toMatch(/^0x.+/)
  const wallet = await openShopWithContractWallet(page, { evmRig, siteServer }, 5, { address: contract })

  await connectThroughModal(page)
  await expect(page.getByLabel('Status')).toHaveText('connected')
  const dialog = page.getByRole('dialog', { name: signIn })
  await expect(dialog.getByText('Siwx Shop wants you to sign in')).toBeVisible()
  // The visitor signs in as the contract, not as the key behind it.
  await expect(dialog.getByText(`Account: ${contract}`, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Message to sign' })).toContainText(
    `wants you to sign in with your Ethereum account:\n${contract}`,
  )
  await expect(dialog).not.toContainText(owner.address)

  const answer = postedSession(page, siteServer)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  const response = await answer
  expect({ status: response.status(), text: await response.text() }).toEqual({
    status: 200,
    text: 'signed in',
  })
  expect(await response.headerValue('set-cookie')).toMatch(/^session=[\w-]+; HttpOnly/)
  expect(siteServer.results).toEqual([
    {
      ok: true,
      data: expect.objectContaining({
        accountAddress: contract,
        chainId: `eip155:${evmRig.chains[0].chainId}`,
      }),
    },
  ])
  expect(signedTexts(wallet)).toHaveLength(1)
  expect(await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))).toContain(contract)
  // The signature is the owner key's: the contract, not recovery, is what vouches for it.
  const [text] = signedTexts(wallet)
  const ownerSignature = await privateKeyToAccount(owner.privateKey).signMessage({ message: text ?? '' })
  expect(await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))).toContain(ownerSignature)
})

test("a key that is not the contract's owner: the page refuses the session, and the shop's server answers bad-signature", async ({
  page,
  evmRig,
  siteServer,
}) => {
  const [owner, stranger] = [evmRig.accounts[6], evmRig.accounts[7]]
  if (!owner || !stranger) throw new Error('The rig has no accounts 6 and 7.')
  const contract = getAddress(await deploySmartWallet({ chain: evmRig.chains[0], owner: owner.address }))
  const wallet = await openShopWithContractWallet(page, { evmRig, siteServer }, 7, { address: contract })

  await connectThroughModal(page)
  const dialog = page.getByRole('dialog', { name: signIn })
  await expect(dialog.getByText(`Account: ${contract}`, { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Error signing message')
  await expect(dialog).toBeVisible()
  expect(signedTexts(wallet)).toHaveLength(1)
  expect((await page.evaluate(() => localStorage.getItem('@latchkit/siwxSessions'))) ?? '').not.toContain(
    contract,
  )
  expect(siteServer.results).toEqual([])

  // The same message and signature (the stranger's key signs deterministically), posted to the server.
  const [message] = signedTexts(wallet)
  if (!message) throw new Error('The wallet was asked to sign nothing.')
  const signature = await privateKeyToAccount(stranger.privateKey).signMessage({ message })
  const response = await fetch(`${siteServer.url}/session`, {
    method: 'POST',
    body: JSON.stringify({ message, signature }),
  })
  expect({ status: response.status, text: await response.text() }).toEqual({
    status: 401,
    text: 'bad-signature',
  })
  expect(siteServer.results).toEqual([{ ok: false, reason: 'bad-signature' }])
})

test("a contract wallet not deployed yet signs in with an ERC-6492 signature, and the shop's server accepts it", async ({
  page,
  evmRig,
  siteServer,
  chainA,
}) => {
  const owner = evmRig.accounts[8]
  if (!owner) throw new Error('The rig has no account 8.')
  const counterfactual = await prepareUndeployedSmartWallet({
    chain: evmRig.chains[0],
    owner: owner.address,
  })
  const address = getAddress(counterfactual.address)
  expect(await chainA.getCode({ address })).toBeUndefined()
  const wallet = await openShopWithContractWallet(page, { evmRig, siteServer }, 8, {
    address,
    deployment: { factory: counterfactual.factory, factoryData: counterfactual.factoryData },
  })

  await connectThroughModal(page)
  const dialog = page.getByRole('dialog', { name: signIn })
  await expect(dialog.getByRole('region', { name: 'Message to sign' })).toContainText(
    `wants you to sign in with your Ethereum account:\n${address}`,
  )
  const answer = postedSession(page, siteServer)
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  expect((await answer).status()).toBe(200)
  expect(siteServer.results).toEqual([
    { ok: true, data: expect.objectContaining({ accountAddress: address }) },
  ])
  expect(signedTexts(wallet)).toHaveLength(1)
  // Verifying simulated the deployment; nothing was deployed.
  expect(await chainA.getCode({ address })).toBeUndefined()
})
