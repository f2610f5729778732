import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'
import { BenchPage } from '../../../src/apps/shared/BenchPage.js'
import { mountApp } from '../../../src/apps/shared/mountApp.js'
import '../../../src/apps/shared/bench.css'

// ConnectKit's quick start (getDefaultConfig adds its default connectors and WalletConnect).
const config = createConfig(
  getDefaultConfig({
    appName: 'Bench dapp',
    walletConnectProjectId: 'bench',
    chains: [mainnet, arbitrum],
    transports: { [mainnet.id]: http(), [arbitrum.id]: http() },
  }),
)
const queryClient = new QueryClient()

mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ConnectKitProvider>
            <BenchPage button={<ConnectKitButton />} />
          </ConnectKitProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  ),
)
