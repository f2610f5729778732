import { EvmAdapter, toNetwork } from '@latchkit/adapter-evm'
import { createLatchKit } from '@latchkit/react'
import { foundry, mainnet, sepolia } from 'viem/chains'

// Ethereum and its Sepolia testnet, plus `foundry`: chain 31337 at http://127.0.0.1:8545, the
// chain a local `anvil` serves while you develop. Drop `foundry` and `defaultNetwork` before you
// ship: the kit then starts on the first network, mainnet.
const evm = new EvmAdapter({ networks: [mainnet, sepolia, foundry] })

// The page's one kit, made once at module level (outside components) so it outlives renders; the
// hooks and buttons use it. Browser-extension wallets connect without a project id; set
// `VITE_PROJECT_ID` (in a `.env` file) to your WalletConnect project id to add QR-code wallets
// and the full wallet list.
createLatchKit({
  adapters: [evm],
  networks: evm.networks,
  // The kit asks the wallet to switch to its network on connect: here, your local anvil.
  defaultNetwork: toNetwork(foundry),
  projectId: import.meta.env.VITE_PROJECT_ID,
  metadata: {
    name: 'My dapp',
    description: 'My dapp, with LatchKit',
    url: location.origin,
    icons: [],
  },
})
