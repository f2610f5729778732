// The test site: a plain page that creates the kit with the modal (@latchkit/ui) and the Polkadot
// adapter on the rig's chopsticks chain (Rococo Asset Hub's runtime).
import type { LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/ui'
import { definePolkadotNetwork, PolkadotAdapter, type PolkadotNetwork } from '../../src/exports/index.js'

/** What the spec hands the page before it loads (`page.addInitScript`). */
export type SiteConfig = {
  polkadot: {
    genesisHash: string
    name: string
    wsUrl: string
    ss58Prefix: number
    decimals: number
    symbol: string
  }
  /** The rig relay, for the WalletConnect spec: without it the site offers no WalletConnect. */
  walletConnect?: { relayUrl: string } | undefined
}

export type SiteWindow = Window & {
  siteConfig: SiteConfig
  kit: LatchKit
  polkadot: PolkadotAdapter
  polkadotNetwork: PolkadotNetwork
}

const siteWindow = window as unknown as SiteWindow
const { polkadot: chain, walletConnect } = siteWindow.siteConfig

const polkadotNetwork = definePolkadotNetwork({
  genesisHash: chain.genesisHash,
  name: chain.name,
  rpcUrl: chain.wsUrl,
  ss58Prefix: chain.ss58Prefix,
  decimals: chain.decimals,
  symbol: chain.symbol,
})
const polkadot = new PolkadotAdapter({ networks: [polkadotNetwork], appName: 'LatchKit Polkadot e2e' })

const kit = createLatchKit({
  adapters: [polkadot],
  networks: [...polkadot.networks],
  basic: true,
  ...(walletConnect
    ? { projectId: 'latchkit-e2e', walletConnect: { relayUrl: walletConnect.relayUrl } }
    : {}),
  metadata: { name: 'LatchKit Polkadot e2e', description: 'Test site', url: location.origin, icons: [] },
})

Object.assign(siteWindow, { kit, polkadot, polkadotNetwork })
document.body.dataset.ready = 'true'
