import { useLatchKitNetwork } from '@latchkit/react'
import { useState } from 'react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { activeNetworkId } from './selectors.js'

/** Every network of the demo, the active one pressed; choosing one switches (the wallet is asked). */
export function NetworkSwitcher() {
  const { evm, solana, bitcoin, polkadot } = useDemoKit()
  const { switchNetwork } = useLatchKitNetwork()
  const active = useKitValue(activeNetworkId)
  const [error, setError] = useState<string>()
  const networks = [...evm.networks, ...solana.networks, ...bitcoin.networks, ...polkadot.networks]
  return (
    <section aria-labelledby="networks-title">
      <h2 id="networks-title">Networks</h2>
      <div className="row">
        {networks.map((network) => (
          <button
            key={network.caipNetworkId}
            type="button"
            aria-pressed={network.caipNetworkId === active}
            onClick={() => {
              setError(undefined)
              switchNetwork(network).catch((failure: unknown) => setError(messageOf(failure)))
            }}
          >
            {network.name}
          </button>
        ))}
      </div>
      <p>
        Active network: <output aria-label="Active network">{active ?? 'none'}</output>
      </p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
