// The test site: a plain page with the kit, the modal (@latchkit/ui), the EVM adapter on the
// rig's anvil chain and the embedded wallet on the rig's wallet service (another origin).
import { EvmAdapter } from '@latchkit/adapter-evm'
import type { LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/ui'
import { defineChain } from 'viem'
import { createEmbeddedWallet } from '../../src/exports/index.js'

/** What the spec hands the page before it loads (`page.addInitScript`). */
export type SiteConfig = {
  serviceUrl: string
  projectId: string
  chain: { id: number; name: string; rpcUrl: string }
  /** Shorter frame timeouts, for the specs that wait for them on a real clock. */
  timeouts?: { loadMs?: number; requestMs?: number }
  /** The kit's `locale` (the modal's language, and so the frame's). */
  locale?: string
}

export type SiteWindow = Window & {
  siteConfig: SiteConfig
  kit: LatchKit
  /** The embedded wallet's EIP-1193 provider, as a dapp on the page reaches it. */
  embeddedProvider: { request(arguments_: { method: string; params?: unknown[] }): Promise<unknown> }
}

const siteWindow = window as unknown as SiteWindow
const { siteConfig } = siteWindow

const chain = defineChain({
  id: siteConfig.chain.id,
  name: siteConfig.chain.name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [siteConfig.chain.rpcUrl] } },
})
const embeddedWallet = createEmbeddedWallet({
  serviceUrl: siteConfig.serviceUrl,
  projectId: siteConfig.projectId,
  ...(siteConfig.timeouts ? { timeouts: siteConfig.timeouts } : {}),
})
const evm = new EvmAdapter({ networks: [chain], embeddedWallet, pollingInterval: 500 })
const kit = createLatchKit({
  adapters: [evm],
  networks: [...evm.networks],
  featureModules: [
    embeddedWallet.feature,
    embeddedWallet.socialFeature,
    embeddedWallet.farcasterFeature,
    embeddedWallet.smartSessionsFeature,
  ],
  ...(siteConfig.locale ? { locale: siteConfig.locale } : {}),
  metadata: {
    name: 'LatchKit embedded wallet e2e',
    description: 'Test site',
    url: location.origin,
    icons: [],
  },
})
// As a site's wagmi code reaches it: the wagmi connector's provider.
const connector = evm.wagmiConfig.connectors.find((entry) => entry.id === embeddedWallet.connectorId)
const embeddedProvider = await connector?.getProvider()

Object.assign(siteWindow, { kit, embeddedProvider })
const button = document.createElement('latch-button')
document.querySelector('main')?.append(button)
document.body.dataset.ready = 'true'
