import { useState } from 'react'
import { EvmBalances } from './EvmBalances.js'
import { SendForm } from './SendForm.js'
import { SignMessage } from './SignMessage.js'

/** The EVM namespace on the rig's anvil chains: balances, a verified signature and a send form. */
export function EvmSection() {
  const [refreshKey, setRefreshKey] = useState(0)
  return (
    <section aria-labelledby="evm-title">
      <h2 id="evm-title">EVM</h2>
      <EvmBalances key={refreshKey} />
      <SignMessage />
      <SendForm onSent={() => setRefreshKey((key) => key + 1)} />
    </section>
  )
}
