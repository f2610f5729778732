// The test site: a plain page that creates the kit with the modal (@latchkit/ui) and the Bitcoin
// adapter on the rig's regtest node (litecoind, Litecoin's address bytes) behind its Esplora API.
import type { LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/ui'
import {
  BitcoinAdapter,
  type BitcoinNetwork,
  type BitcoinNetworkParameters,
  defineBitcoinNetwork,
} from '../../src/exports/index.js'

/** What the spec hands the page before it loads (`page.addInitScript`). */
export type SiteConfig = {
  bitcoin: {
    genesisHash: string
    esploraUrl: string
    /** `litecoinRegtestParameters`, passed in so the page bundles nothing of the rig. */
    parameters: BitcoinNetworkParameters
  }
  /** The rig relay, for the WalletConnect spec: without it the site offers no WalletConnect. */
  walletConnect?: { relayUrl: string } | undefined
}

export type SiteWindow = Window & {
  siteConfig: SiteConfig
  kit: LatchKit
  bitcoin: BitcoinAdapter
  bitcoinNetwork: BitcoinNetwork
}

const siteWindow = window as unknown as SiteWindow
const { siteConfig } = siteWindow

const bitcoinNetwork = defineBitcoinNetwork({
  genesisHash: siteConfig.bitcoin.genesisHash,
  name: 'Litecoin regtest',
  esploraUrl: siteConfig.bitcoin.esploraUrl,
  parameters: siteConfig.bitcoin.parameters,
  nativeCurrency: { name: 'Litecoin', symbol: 'LTC', decimals: 8 },
  walletNetworkNames: { walletStandard: 'bitcoin:regtest', satsConnect: 'Regtest' },
})
const bitcoin = new BitcoinAdapter({ networks: [bitcoinNetwork] })

const kit = createLatchKit({
  adapters: [bitcoin],
  networks: [...bitcoin.networks],
  basic: true,
  ...(siteConfig.walletConnect
    ? { projectId: 'latchkit-e2e', walletConnect: { relayUrl: siteConfig.walletConnect.relayUrl } }
    : {}),
  metadata: { name: 'LatchKit Bitcoin e2e', description: 'Test site', url: location.origin, icons: [] },
})

Object.assign(siteWindow, { kit, bitcoin, bitcoinNetwork })
document.body.dataset.ready = 'true'
