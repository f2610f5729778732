import { EvmAdapter } from '@latchkit/adapter-evm'
import { createLatchKit } from '@latchkit/react'
import { http } from 'viem'
import { mainnet, sepolia } from 'viem/chains'

// Was: `createConfig(getDefaultConfig({ appName, walletConnectProjectId, chains, transports }))`.
// The adapter takes the transports; `appName` and friends are the kit's `metadata`.
export const evm = new EvmAdapter({
  networks: [mainnet, sepolia],
  transports: { [mainnet.id]: http(), [sepolia.id]: http() },
})

// Was: `<ConnectKitProvider mode="auto" options={{ language: 'fr-FR' }}>`. The kit takes the
// language as `locale`, and a mode, light or dark (dark unless set): the page follows the system.
const lightScheme = globalThis.matchMedia?.('(prefers-color-scheme: light)')

export const kit = createLatchKit({
  adapters: [evm],
  networks: evm.networks,
  projectId: 'YOUR_WALLETCONNECT_PROJECT_ID',
  metadata: {
    name: 'Mint page',
    description: 'Mint a token',
    url: 'https://mint.example',
    icons: ['https://mint.example/icon.png'],
  },
  locale: 'fr',
  themeMode: lightScheme?.matches ? 'light' : 'dark',
})
lightScheme?.addEventListener('change', (scheme) => kit.setThemeMode(scheme.matches ? 'light' : 'dark'))
