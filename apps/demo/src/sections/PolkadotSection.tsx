import { useState } from 'react'
import { PolkadotBalance } from './PolkadotBalance.js'
import { PolkadotSignMessage } from './PolkadotSignMessage.js'
import { PolkadotTransferForm } from './PolkadotTransferForm.js'

/**
 * The Polkadot namespace on the rig's chopsticks chain: address and balances, a message signed and
 * verified in the page, and a transfer followed to finality.
 */
export function PolkadotSection() {
  const [refreshKey, setRefreshKey] = useState(0)
  return (
    <section aria-labelledby="polkadot-title">
      <h2 id="polkadot-title">Polkadot</h2>
      <PolkadotBalance key={refreshKey} />
      <PolkadotSignMessage />
      <PolkadotTransferForm onMoved={() => setRefreshKey((key) => key + 1)} />
    </section>
  )
}
