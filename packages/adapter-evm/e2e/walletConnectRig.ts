import {
  type EvmRig,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing'
import { expect, test as walletTest } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { WalletConnectPageConfig } from './fixture/rigNetworks.js'

/** The rig's relay for the worker, and a fresh rig wallet (Node, @walletconnect/sign-client) per test. */
export const test = walletTest.extend<{ rigWallet: WalletConnectWallet }, { relay: Relay }>({
  relay: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const relay = await startRelay()
      try {
        await use(relay)
      } finally {
        await relay.stop()
      }
    },
    { scope: 'worker' },
  ],
  rigWallet: async ({ relay, evmRig }, use) => {
    const [chainA, chainB] = evmRig.chains
    const wallet = await startWalletConnectWallet({
      relayUrl: relay.url,
      evm: {
        chainIds: [chainA.chainId, chainB.chainId],
        privateKey: evmRig.accounts[1]?.privateKey,
        rpcUrl: chainA.rpcUrl,
      },
    })
    try {
      await use(wallet)
    } finally {
      await wallet.stop()
    }
  },
})

/** Opens a fixture page (`walletconnect.html` or `walletconnect-modal.html`) on the rig. */
export async function openSite(
  page: Page,
  { relay, evmRig }: { relay: Relay; evmRig: EvmRig },
  pageName: 'walletconnect' | 'walletconnect-modal' = 'walletconnect',
) {
  const config: WalletConnectPageConfig = {
    chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    relayUrl: relay.url,
  }
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  await page.goto(`${base}/${pageName}.html?rig=${encodeURIComponent(JSON.stringify(config))}`)
}

export { expect }
