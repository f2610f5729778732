import type { ChainNamespace } from '@latchkit/core'
import { useEffect, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { formatUsd } from '../account/fiatWorth.js'
import { formatQuantity } from './formatQuantity.js'
import { TokenIcon } from './TokenIcon.js'

/**
 * The account's tokens on its network: the native currency and each token it holds, with the
 * quantity and, where a price is known, the worth (from the provider API, or from the chain
 * through the adapter when the kit has none). A failure is the kit's 'Token Balance Unavailable'.
 */
export function TokenList({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKit()
  const { state, t } = useShell()
  const tokens = useKitState((state) => state.accounts[namespace]?.tokenBalance ?? [])
  const address = useKitState((state) => state.accounts[namespace]?.address)
  const [settledFor, setSettledFor] = useState<string>()
  useEffect(() => {
    if (!address) return
    let current = true
    void kit
      .fetchTokenBalance(namespace)
      .catch(() => {})
      .finally(() => {
        if (current) setSettledFor(address)
      })
    return () => {
      current = false
    }
  }, [kit, namespace, address])

  if (tokens.length === 0)
    return settledFor === address ? (
      <p className="note">{t('noTokens')}</p>
    ) : (
      <p className="note" aria-busy="true">
        {t('tokensLoading')}
      </p>
    )
  return (
    <ul className="list" aria-label={t('tokens')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="item">
          <TokenIcon iconUrl={token.iconUrl} symbol={token.symbol} />
          <span className="item-main">
            <span className="item-title">{token.name}</span>
            <span className="item-sub">{token.symbol}</span>
          </span>
          <span className="item-end">
            <span className="item-title" dir="ltr">
              {formatQuantity(token.quantity.numeric, state.locale)} {token.symbol}
            </span>
            {token.value !== undefined && token.price > 0 ? (
              <span className="item-sub">
                {t('tokenWorth', { amount: formatUsd(token.value, state.locale) })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
