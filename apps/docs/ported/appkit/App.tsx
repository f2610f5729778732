import {
  LatchButton,
  LatchNetworkButton,
  useDisconnect,
  useLatchKit,
  useLatchKitAccount,
  useLatchKitNetwork,
} from '@latchkit/react'

/**
 * An AppKit dashboard, ported: one name for another. `<appkit-button />` and
 * `<appkit-network-button />` are the `<LatchButton />` and `<LatchNetworkButton />` components (or
 * the `<latch-button>` elements); `useAppKit`, `useAppKitAccount`, `useAppKitNetwork` and
 * `useDisconnect` are `useLatchKit`, `useLatchKitAccount`, `useLatchKitNetwork` and `useDisconnect`.
 */
export function App() {
  const { open } = useLatchKit()
  const { address, isConnected, status } = useLatchKitAccount()
  const { caipNetwork, caipNetworkId } = useLatchKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <main>
      <header>
        <LatchNetworkButton />
        <LatchButton />
      </header>
      <dl>
        <dt>Status</dt>
        <dd>{status}</dd>
        <dt>Network</dt>
        <dd>
          {caipNetwork?.name} ({caipNetworkId})
        </dd>
        {isConnected ? (
          <>
            <dt>Address</dt>
            <dd>{address}</dd>
          </>
        ) : null}
      </dl>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Choose a network
      </button>
      {isConnected ? (
        <button type="button" onClick={() => disconnect()}>
          Disconnect
        </button>
      ) : null}
    </main>
  )
}
