import type { PolkadotFreeAndReservedBalance } from '@latchkit/adapter-polkadot'
import { useEffect, useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { usePolkadotAccount } from './usePolkadotAccount.js'

/**
 * The connected Polkadot account's address (in the network's SS58 format) and its free and
 * reserved balance, read again when a transfer the adapter submitted is in a block
 * (`balanceChanged`) and when the parent remounts it after a transfer.
 */
export function PolkadotBalance() {
  const { polkadot } = useDemoKit()
  const account = usePolkadotAccount()
  const [balance, setBalance] = useState<PolkadotFreeAndReservedBalance>()
  const [error, setError] = useState<string>()
  const [reads, setReads] = useState(0)
  const address = account?.address
  const network = account?.network

  useEffect(() => polkadot.emitter.on('balanceChanged', () => setReads((count) => count + 1)), [polkadot])

  useEffect(() => {
    // Each balance change (`reads`) reads the balance again.
    void reads
    if (!address || !network) return setBalance(undefined)
    let current = true
    polkadot.getFreeAndReservedBalance({ address, network }).then(
      (read) => {
        if (!current) return
        setError(undefined)
        setBalance(read)
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [polkadot, address, network, reads])

  if (!account) {
    return (
      <p>
        Connect a Polkadot wallet (the Connect button above, for Polkadot) to see its address and balance.
      </p>
    )
  }
  return (
    <div>
      <p>
        Address: <output aria-label="Polkadot address">{account.address}</output>
      </p>
      <dl className="balances">
        <dt>Free</dt>
        <dd>
          <output aria-label="Polkadot free balance">
            {balance ? `${balance.free} ${balance.symbol}` : '…'}
          </output>
        </dd>
        <dt>Reserved</dt>
        <dd>
          <output aria-label="Polkadot reserved balance">
            {balance ? `${balance.reserved} ${balance.symbol}` : '…'}
          </output>
        </dd>
      </dl>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
