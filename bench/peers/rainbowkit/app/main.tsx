import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'
import { BenchPage } from '../../../src/apps/shared/BenchPage.js'
import { mountApp } from '../../../src/apps/shared/mountApp.js'
import '../../../src/apps/shared/bench.css'

// RainbowKit's quick start (getDefaultConfig adds its default wallet list and WalletConnect).
const config = getDefaultConfig({ appName: 'Bench dapp', projectId: 'bench', chains: [mainnet, arbitrum] })
const queryClient = new QueryClient()

mountApp((root) =>
  createRoot(root).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <RainbowKitProvider>
            <BenchPage button={<ConnectButton />} />
          </RainbowKitProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  ),
)
