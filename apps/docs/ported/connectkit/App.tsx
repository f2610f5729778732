import { useLatchKit, useLatchKitAccount } from '@latchkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { evm } from './latchKit.js'

/**
 * A ConnectKit page with its own button (`ConnectKitButton.Custom`), ported: the render props
 * become two hooks. `show` is `open`; `isConnected`, `isConnecting` and `address` come from
 * `useLatchKitAccount`; the short address is the page's to write.
 */
export function App() {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={evm.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <header>
          <AccountButton />
        </header>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function AccountButton() {
  const { open } = useLatchKit()
  const { address, isConnected, status } = useLatchKitAccount()
  const isConnecting = status === 'connecting' || status === 'reconnecting'
  const text = isConnected && address ? `${address.slice(0, 6)}…${address.slice(-4)}` : 'Connect'
  return (
    <button type="button" aria-busy={isConnecting} onClick={() => open()}>
      {isConnecting ? 'Connecting…' : text}
    </button>
  )
}
