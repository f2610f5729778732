import { EvmAdapter } from '@latchkit/adapter-evm'
import { createLatchKit } from '@latchkit/react'
import { base, mainnet, optimism } from 'viem/chains'

// Was: `getDefaultConfig({ appName, projectId, chains: [mainnet, optimism, base], ssr: true })`.
// The adapter makes the wagmi config; the kit takes the adapter and its networks.
export const evm = new EvmAdapter({ networks: [mainnet, optimism, base] })

// Was: `<RainbowKitProvider theme={darkTheme({ accentColor: '#7b3fe4' })} initialChain={optimism}>`.
// Theme and first network are kit options; creating the kit in the browser also defines the
// `<latch-*>` elements and mounts the modal.
export const kit = createLatchKit({
  adapters: [evm],
  networks: evm.networks,
  defaultNetwork: evm.networks.find((network) => network.id === optimism.id),
  projectId: 'YOUR_WALLETCONNECT_PROJECT_ID',
  metadata: {
    name: 'Tip jar',
    description: 'Send a tip in ETH',
    url: 'https://tips.example',
    icons: ['https://tips.example/icon.png'],
  },
  themeMode: 'dark',
  themeVariables: { '--latch-accent': '#7b3fe4' },
})
