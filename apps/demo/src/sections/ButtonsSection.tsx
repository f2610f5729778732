import { LatchAccountButton, LatchButton, LatchConnectButton, LatchNetworkButton } from '@latchkit/react'

/** The kit's button components, as a site drops them into its header. */
export function ButtonsSection() {
  return (
    <section aria-labelledby="buttons-title">
      <h2 id="buttons-title">Buttons</h2>
      <div className="row">
        <LatchButton />
        <LatchNetworkButton />
        <LatchAccountButton />
        <LatchConnectButton namespace="solana" />
      </div>
    </section>
  )
}
