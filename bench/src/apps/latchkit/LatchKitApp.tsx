import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { BenchPage } from '../shared/BenchPage.js'
import './latchElements.js'

/** The baseline app with LatchKit's `<latch-button>` (which opens `<latch-modal>`) as its button. */
export function LatchKitApp({ config }: { config: Config }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <BenchPage button={<latch-button />} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
