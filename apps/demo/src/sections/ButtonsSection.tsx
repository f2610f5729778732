import { LatchAccountButton, LatchButton, LatchConnectButton, LatchNetworkButton } from '@latchkit/react'

/** The kit's button components, as a site drops them into its header; one Connect button per other namespace. */
export function ButtonsSection() {
  return (
    <section aria-labelledby="buttons-title">
      <h2 id="buttons-title">Buttons</h2>
      <div className="row">
        <LatchButton />
        <LatchNetworkButton />
        <LatchAccountButton />
        <fieldset className="namespace-button">
          <legend>Solana</legend>
          <LatchConnectButton namespace="solana" />
        </fieldset>
        <fieldset className="namespace-button">
          <legend>Bitcoin</legend>
          <LatchConnectButton namespace="bip122" />
        </fieldset>
        <fieldset className="namespace-button">
          <legend>Polkadot</legend>
          <LatchConnectButton namespace="polkadot" />
        </fieldset>
      </div>
    </section>
  )
}
