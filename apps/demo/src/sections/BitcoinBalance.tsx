import { useEffect, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { useBitcoinAccount } from './useBitcoinAccount.js'

/**
 * The connected Bitcoin account's address and balance from the network's Esplora API, read again
 * when the adapter reports a confirmed transaction (`balanceChanged`) and when the parent remounts
 * it after a send.
 */
export function BitcoinBalance() {
  const { bitcoin } = useDemoKit()
  const account = useBitcoinAccount()
  const [balance, setBalance] = useState<string>()
  const [error, setError] = useState<string>()
  const [reads, setReads] = useState(0)
  const address = account?.address
  const network = account?.network

  useEffect(() => bitcoin.emitter.on('balanceChanged', () => setReads((count) => count + 1)), [bitcoin])

  useEffect(() => {
    // Each confirmation (`reads`) reads the balance again.
    void reads
    if (!address || !network) return setBalance(undefined)
    let current = true
    bitcoin.getBalance({ address, network }).then(
      (read) => {
        if (!current) return
        setError(undefined)
        setBalance(`${read.balance} ${read.symbol}`)
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [bitcoin, address, network, reads])

  if (!account) {
    return (
      <p>Connect a Bitcoin wallet (the Connect button above, for Bitcoin) to see its address and balance.</p>
    )
  }
  return (
    <div>
      <p>
        Address: <output aria-label="Bitcoin address">{account.address}</output>
      </p>
      <p>
        Balance: <output aria-label="Bitcoin balance">{balance ?? '…'}</output>
      </p>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
