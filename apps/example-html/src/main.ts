import { EvmAdapter, toNetwork } from '@latchkit/adapter-evm'
import { createLatchKit } from '@latchkit/ui'
import { foundry, mainnet, sepolia } from 'viem/chains'

// Ethereum and its Sepolia testnet, plus `foundry`: chain 31337 at http://127.0.0.1:8545, the
// chain a local `anvil` serves while you develop. Drop `foundry` and `defaultNetwork` before you
// ship: the kit then starts on the first network, mainnet.
const evm = new EvmAdapter({ networks: [mainnet, sepolia, foundry] })

// Browser-extension wallets connect without a project id; set `VITE_PROJECT_ID` (in a `.env`
// file) to your WalletConnect project id to add QR-code wallets and the full wallet list.
const kit = createLatchKit({
  adapters: [evm],
  networks: evm.networks,
  // The kit asks the wallet to switch to its network on connect: here, your local anvil.
  defaultNetwork: toNetwork(foundry),
  projectId: import.meta.env.VITE_PROJECT_ID,
  metadata: { name: 'My dapp', description: 'My dapp, with LatchKit', url: location.origin, icons: [] },
})

// The page's own line follows the connection: the address once connected, restored on reload.
const addressLine = document.getElementById('address')
if (!addressLine) throw new Error('index.html has no #address element')
kit.subscribe(
  (state) => state.accounts.eip155,
  (account) => {
    addressLine.textContent =
      account?.status === 'connected' && account.address ? account.address : 'Not connected'
  },
  { fireImmediately: true },
)
