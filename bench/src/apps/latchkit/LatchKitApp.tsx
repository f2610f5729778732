import { LatchButton } from '@latchkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { type Config, WagmiProvider } from 'wagmi'
import { BenchPage } from '../shared/BenchPage.js'

/** The baseline app with LatchKit's `<LatchButton />` (which opens the kit's modal) as its button. */
export function LatchKitApp({ config }: { config: Config }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <BenchPage button={<LatchButton />} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
