// The test site: a plain page that creates the kit with the modal (@latchkit/ui), the Solana
// adapter on the rig's cluster and, when the spec asks, the EVM adapter on the rig's chains.
import { EvmAdapter } from '@latchkit/adapter-evm'
import type { LatchKit } from '@latchkit/core'
import { createLatchKit } from '@latchkit/ui'
import { defineChain } from 'viem'
import { defineSolanaNetwork, SolanaAdapter } from '../../src/exports/index.js'

/** What the spec hands the page before it loads (`page.addInitScript`). */
export type SiteConfig = {
  solana: { genesisHash: string; rpcUrl: string; wsUrl: string }
  evm?: { chains: { id: number; name: string; rpcUrl: string }[] } | undefined
  /** The rig relay: WalletConnect is offered when set. */
  walletConnect?: { relayUrl: string } | undefined
}

export type SiteWindow = Window & {
  siteConfig: SiteConfig
  kit: LatchKit
  solana: SolanaAdapter
  /** Signs `message` with the connected Solana wallet; resolves the signature bytes as base64. */
  signSolanaMessage(message: string): Promise<string>
  /** Sends SOL from the connected wallet; resolves the signature, or the error's name and message. */
  sendSol(receiverAddress: string, amount: string): Promise<{ signature: string } | { error: string }>
}

const siteWindow = window as unknown as SiteWindow
const { siteConfig } = siteWindow

const solana = new SolanaAdapter({
  networks: [
    defineSolanaNetwork({
      genesisHash: siteConfig.solana.genesisHash,
      name: 'LatchKit local cluster',
      rpcUrl: siteConfig.solana.rpcUrl,
      wsUrl: siteConfig.solana.wsUrl,
    }),
  ],
})
const evm = siteConfig.evm
  ? new EvmAdapter({
      networks: siteConfig.evm.chains.map((chain) =>
        defineChain({
          id: chain.id,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
      ) as never,
      pollingInterval: 100,
    })
  : undefined
const adapters = evm ? [evm, solana] : [solana]

const kit = createLatchKit({
  adapters,
  networks: [...(evm?.networks ?? []), ...solana.networks],
  basic: true,
  ...(siteConfig.walletConnect
    ? { projectId: 'latchkit-e2e', walletConnect: { relayUrl: siteConfig.walletConnect.relayUrl } }
    : {}),
  metadata: { name: 'LatchKit Solana e2e', description: 'Test site', url: location.origin, icons: [] },
})

const connectorId = () => {
  const id = kit.getState().connection.connections.solana?.connectorId
  if (!id) throw new Error('No Solana wallet is connected.')
  return id
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

Object.assign(siteWindow, {
  kit,
  solana,
  async signSolanaMessage(message: string) {
    return toBase64(await solana.signMessageBytes({ connectorId: connectorId(), message }))
  },
  async sendSol(receiverAddress: string, amount: string) {
    try {
      return { signature: await solana.sendSol({ connectorId: connectorId(), receiverAddress, amount }) }
    } catch (error) {
      return { error: `${(error as Error).name}: ${(error as { shortMessage?: string }).shortMessage ?? ''}` }
    }
  },
})
document.body.dataset.ready = 'true'
