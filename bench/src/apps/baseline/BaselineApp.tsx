import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { BenchPage } from '../shared/BenchPage.js'
import { createBenchWagmiConfig } from '../shared/wagmiConfig.js'

/** react + wagmi + viem + react-query and a plain button that connects the first wallet. */
export function BaselineApp({ ssr = false }: { ssr?: boolean }) {
  const [config] = useState(() => createBenchWagmiConfig({ ssr }))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BenchPage button={<ConnectButton />} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function ConnectButton() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  const first = connectors[0]
  return (
    <button type="button" onClick={() => first && connect({ connector: first })}>
      Connect Wallet
    </button>
  )
}
