import { useLatchKitAccount } from '@latchkit/react'
import { useEffect, useState } from 'react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { SolanaSignMessage } from './SolanaSignMessage.js'
import { solanaNetworkId } from './selectors.js'

/** The Solana namespace on the rig's LiteSVM cluster: address, SOL balance and a verified signature. */
export function SolanaSection() {
  const { solana } = useDemoKit()
  const { address, isConnected } = useLatchKitAccount({ namespace: 'solana' })
  const networkId = useKitValue(solanaNetworkId)
  const network = solana.networks.find((candidate) => candidate.caipNetworkId === networkId)
  const [balance, setBalance] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!isConnected || !address || !network) return setBalance(undefined)
    let current = true
    solana.getBalance({ address, network }).then(
      (read) => current && setBalance(`${read.balance} ${read.symbol}`),
      (failure: unknown) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [solana, isConnected, address, network])

  return (
    <section aria-labelledby="solana-title">
      <h2 id="solana-title">Solana</h2>
      {isConnected && address ? (
        <>
          <p>
            Address: <output aria-label="Solana address">{address}</output>
          </p>
          <p>
            Balance: <output aria-label="SOL balance">{balance ?? '…'}</output>
          </p>
        </>
      ) : (
        <p>Connect a Solana wallet (the Connect button above, for Solana) to see its address and balance.</p>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <SolanaSignMessage />
    </section>
  )
}
