import { EvmAdapter } from '@latchkit/adapter-evm'
import { SolanaAdapter, solanaMainnet } from '@latchkit/adapter-solana'
import { createLatchKit } from '@latchkit/react'
import { arbitrum, mainnet } from 'viem/chains'

// Was: `new WagmiAdapter({ networks: [mainnet, arbitrum], projectId })` and `new SolanaAdapter()`.
const evm = new EvmAdapter({ networks: [mainnet, arbitrum] })
const solana = new SolanaAdapter({ networks: [solanaMainnet] })

// Was: `createAppKit({ adapters, networks, projectId, metadata, features, themeMode })`: the same
// shape, under LatchKit's names. Every feature runs without a cloud; `features` turns them on or off.
export const kit = createLatchKit({
  adapters: [evm, solana],
  networks: [...evm.networks, ...solana.networks],
  projectId: 'YOUR_WALLETCONNECT_PROJECT_ID',
  metadata: {
    name: 'Multichain dashboard',
    description: 'Balances on Ethereum and Solana',
    url: 'https://dashboard.example',
    icons: ['https://dashboard.example/icon.png'],
  },
  features: { send: true, receive: true, email: false },
  themeMode: 'light',
})
