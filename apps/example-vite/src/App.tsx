import { LatchButton, useLatchKitAccount } from '@latchkit/react'

/** The kit's button and, once a wallet is connected, its address. */
export function App() {
  const { address, isConnected } = useLatchKitAccount()
  return (
    <main>
      <h1>My dapp</h1>
      <LatchButton />
      {/* Always one line, so the address appearing moves nothing; an <output> is announced when it changes. */}
      <output className="address" aria-label="Connected address">
        {isConnected ? address : 'Not connected'}
      </output>
    </main>
  )
}
