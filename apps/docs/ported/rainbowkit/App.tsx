import { LatchButton, useLatchKit } from '@latchkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { parseEther } from 'viem'
import { useAccount, useSendTransaction, WagmiProvider } from 'wagmi'
import { evm } from './latchKit.js'

const tipJar = '0x000000000000000000000000000000000000dEaD'

/**
 * A RainbowKit tip jar, ported. The wagmi hooks stay: `WagmiProvider` takes the adapter's config
 * (the kit reconnects at start, so wagmi does not). `<RainbowKitProvider>` is gone: the kit needs
 * no provider in the browser.
 */
export function App() {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={evm.wagmiConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        <header>
          {/* Was: <ConnectButton showBalance={false} /> */}
          <LatchButton />
        </header>
        <Tip />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function Tip() {
  const { isConnected } = useAccount()
  const { sendTransaction, isPending, data: hash } = useSendTransaction()
  // Was: `const { openConnectModal } = useConnectModal()`.
  const { open } = useLatchKit()
  if (!isConnected)
    return (
      <button type="button" onClick={() => open()}>
        Connect to tip
      </button>
    )
  return (
    <p>
      <button
        type="button"
        disabled={isPending}
        onClick={() => sendTransaction({ to: tipJar, value: parseEther('0.001') })}
      >
        Tip 0.001 ETH
      </button>
      {hash ? ` Sent: ${hash}` : null}
    </p>
  )
}
