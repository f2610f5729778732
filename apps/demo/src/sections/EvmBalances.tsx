import { useEffect, useState } from 'react'
import { useDemoKit, useKitValue } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'
import { evmProfileName } from './selectors.js'
import { useEvmAccount } from './useEvmAccount.js'

type Balances = { native: string; symbol: string; tokens: { symbol: string; formatted: string }[] }

/**
 * The connected account's ETH and rig-token balances, read over RPC through the EVM adapter when
 * the account or network changes (the parent remounts it after a send).
 */
export function EvmBalances() {
  const { kit, evm } = useDemoKit()
  const account = useEvmAccount()
  const profileName = useKitValue(evmProfileName)
  const [balances, setBalances] = useState<Balances>()
  const [error, setError] = useState<string>()
  const address = account?.address
  const network = account?.network

  // The name comes from the kit (provider API, cached 5 min); the balances from the chain.
  useEffect(() => {
    if (address) kit.fetchIdentity('eip155').catch(() => {})
  }, [kit, address])

  useEffect(() => {
    if (!address || !network) return setBalances(undefined)
    let current = true
    // The native balance first, then the rig's tokens the account holds (the adapter's `tokens` option).
    evm.getTokenBalances({ address, network }).then(
      ([native, ...tokenBalances]) => {
        if (!current) return
        setError(undefined)
        setBalances({
          native: native?.quantity.numeric ?? '0',
          symbol: native?.symbol ?? 'ETH',
          tokens: tokenBalances.map((token) => ({ symbol: token.symbol, formatted: token.quantity.numeric })),
        })
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    )
    return () => {
      current = false
    }
  }, [evm, address, network])

  if (!account) return <p>Connect an EVM wallet to see its balances.</p>
  return (
    <div>
      <h3 id="balances-title">Balances on {account.network.name}</h3>
      <p>
        Address: <output aria-label="EVM address">{account.address}</output>
      </p>
      <p>
        Name: <output aria-label="EVM name">{profileName ?? 'none'}</output>
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <dl className="balances">
        <dt>{balances?.symbol ?? 'ETH'}</dt>
        <dd>
          <output aria-label="ETH balance">{balances?.native ?? '…'}</output>
        </dd>
        {balances?.tokens.map((token) => (
          <div key={token.symbol}>
            <dt>{token.symbol}</dt>
            <dd>
              <output aria-label={`${token.symbol} balance`}>{token.formatted}</output>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
