import { rm } from 'node:fs/promises'
import { test as base } from '@playwright/test'
import type { Address } from 'viem'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { type SolanaRig, startSolana } from '../solana/startSolana.js'
import { createEvmWallet, type EvmTestWallet } from './evm/createEvmWallet.js'
import { type InstallEvmWalletOptions, installEvmWallet } from './evm/installEvmWallet.js'
import { buildEvmWalletExtension } from './extension/buildEvmWalletExtension.js'
import { type ExtensionBrowser, launchWithExtension } from './extension/launchWithExtension.js'
import { createSolanaWallet, type SolanaTestWallet } from './solana/createSolanaWallet.js'
import { type InstallSolanaWalletOptions, installSolanaWallet } from './solana/installSolanaWallet.js'
import { publicSolanaChains } from './solana/solanaWalletChains.js'
import { evmTestWalletIcon } from './walletIcons.js'

/** How the `evmWallet` fixture builds its wallet; set with `test.use({ evmWalletOptions })`. */
export type EvmWalletFixtureOptions = {
  /** Rig chains the wallet knows at first (the others are 4902 until a site adds them). @default both */
  chainIds?: readonly number[] | undefined
  /** The chain it starts on. @default the first of `chainIds` */
  chainId?: number | undefined
  install?: InstallEvmWalletOptions | undefined
}

/** How the extension build of the EVM test wallet presents itself over EIP-6963. */
export const extensionWalletInfo = {
  name: 'LatchKit Test Wallet (extension)',
  rdns: 'dev.latchkit.testwallet.extension',
  icon: evmTestWalletIcon,
} as const

/** Chromium running the EVM test wallet as a real MV3 extension. */
export type ExtensionWallet = ExtensionBrowser & {
  /** The unpacked extension's folder (built for this test, deleted after it). */
  extensionDir: string
  /** The account the extension's service worker signs with. */
  address: Address
}

export type WalletWorkerFixtures = {
  /** The EVM rig (two anvil chains), started once per worker and stopped after its last test. */
  evmRig: EvmRig
  /** The Solana rig (LiteSVM behind JSON-RPC), started once per worker and stopped after its last test. */
  solanaRig: SolanaRig
}

export type WalletTestFixtures = {
  evmWalletOptions: EvmWalletFixtureOptions
  /** An EVM test wallet on the rig, already injected into `page` (install happens before the test runs). */
  evmWallet: EvmTestWallet
  solanaWalletOptions: InstallSolanaWalletOptions
  /**
   * A Solana test wallet with the rig's keys, registered in `page` through the wallet-standard; it
   * lists the rig cluster (where it sends) and the public clusters (where it only signs).
   */
  solanaWallet: SolanaTestWallet
  /**
   * The EVM test wallet built as an unpacked MV3 extension (keys in its service worker, signing
   * with the rig's last account) and a Chromium launched with it. Open pages with
   * `extensionWallet.context.newPage()`; the wallet's switches are on `latchkitTestWallet` in
   * `extensionWallet.serviceWorker`.
   */
  extensionWallet: ExtensionWallet
}

/**
 * Playwright's `test` with the rig and the test wallets as fixtures.
 *
 * @example
 * test('connects', async ({ page, evmWallet }) => {
 *   await page.goto(siteUrl)
 *   evmWallet.reject('connect', { times: 1 })
 * })
 */
export const test = base.extend<WalletTestFixtures, WalletWorkerFixtures>({
  evmRig: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const rig = await startEvm()
      try {
        await use(rig)
      } finally {
        await rig.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  evmWalletOptions: [{}, { option: true }],
  evmWallet: async ({ page, evmRig, evmWalletOptions }, use) => {
    const chainIds = evmWalletOptions.chainIds ?? evmRig.chains.map((chain) => chain.chainId)
    const wallet = createEvmWallet({
      privateKeys: evmRig.accounts.map((account) => account.privateKey),
      chains: evmRig.chains
        .filter((chain) => chainIds.includes(chain.chainId))
        .map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      chainId: evmWalletOptions.chainId,
    })
    await installEvmWallet(page, wallet, evmWalletOptions.install)
    await use(wallet)
  },
  solanaRig: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const rig = await startSolana()
      try {
        await use(rig)
      } finally {
        await rig.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  solanaWalletOptions: [{}, { option: true }],
  solanaWallet: async ({ page, solanaRig, solanaWalletOptions }, use) => {
    const wallet = createSolanaWallet({
      keypairs: solanaRig.accounts.map((account) => account.keypair),
      chains: [solanaRig.caipNetworkId, ...publicSolanaChains],
      rpcUrls: { [solanaRig.caipNetworkId]: solanaRig.rpcUrl },
    })
    await installSolanaWallet(page, wallet, solanaWalletOptions)
    await use(wallet)
  },
  extensionWallet: async ({ evmRig }, use) => {
    // Its own account, so its sends never race the injected wallet's nonces.
    const account = evmRig.accounts.at(-1)
    if (!account) throw new Error('The rig has no accounts.')
    const extensionDir = await buildEvmWalletExtension({
      privateKeys: [account.privateKey],
      chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      info: extensionWalletInfo,
    })
    try {
      const browser = await launchWithExtension(extensionDir)
      try {
        await use({ ...browser, extensionDir, address: account.address })
      } finally {
        await browser.close()
      }
    } finally {
      await rm(extensionDir, { recursive: true, force: true })
    }
  },
})
