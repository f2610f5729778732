import { useState } from 'react'
import { BitcoinBalance } from './BitcoinBalance.js'
import { BitcoinSendForm } from './BitcoinSendForm.js'
import { BitcoinSignMessage } from './BitcoinSignMessage.js'

/**
 * The Bitcoin namespace on the rig's litecoind regtest: address and balance, a message signed and
 * verified in the page, and a send form.
 */
export function BitcoinSection() {
  const [refreshKey, setRefreshKey] = useState(0)
  return (
    <section aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Bitcoin</h2>
      <BitcoinBalance key={refreshKey} />
      <BitcoinSignMessage />
      <BitcoinSendForm onSent={() => setRefreshKey((key) => key + 1)} />
    </section>
  )
}
