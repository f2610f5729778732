import { arbitrum, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { BenchPage } from '../../../src/apps/shared/BenchPage.js'
import { mountApp } from '../../../src/apps/shared/mountApp.js'
import '../../../src/apps/shared/bench.css'

// AppKit's React + wagmi quick start.
const projectId = 'bench'
const networks: [typeof mainnet, typeof arbitrum] = [mainnet, arbitrum]
const wagmiAdapter = new WagmiAdapter({ networks, projectId })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: { name: 'Bench dapp', description: 'Bench dapp', url: 'http://127.0.0.1', icons: [] },
})
const queryClient = new QueryClient()

mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={wagmiAdapter.wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <BenchPage button={<appkit-button />} />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  ),
)
