import type { ChainNamespace } from '@latchkit/core'
import { useEffect, useId, useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { ActivityList } from './ActivityList.js'
import { loadActivity } from './loadActivity.js'
import { TokenList } from './TokenList.js'
import { walletCss } from './walletCss.js'

const tabs = ['tokens', 'activity'] as const

/**
 * The Account view's wallet part (its own chunk, loaded as the Account view shows): Send and
 * Receive where the kit offers them for the namespace, then the Tokens and Activity tabs (spec
 * section 3's currentTab). The tabs follow the ARIA tabs pattern: arrow keys move between them.
 */
export default function AccountWalletSection({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  const id = useId()
  const features = useKitState((state) => state.featureModules)
  const canSend = !!features.send && !!kit.getAdapter(namespace)?.sendToken
  const canReceive = !!features.receive
  const canSwap = !!features.swaps && !!kit.getAdapter(namespace)?.sendTransaction
  const canBuy = !!features.onramp
  // Names are registered for EVM addresses, until the account has one.
  const hasName = useKitState((state) => !!state.accounts[namespace]?.profileName)
  const canChooseName = !!features.names && namespace === 'eip155' && !hasName
  const network = useKitState((state) => state.network.activeCaipNetwork)
  const adapter = kit.getAdapter(namespace)
  // Known at once when the adapter reads history for this network; else only the activity
  // controller knows whether the provider API serves it (checked on its download).
  const chainHasHistory =
    !!network && !!adapter?.getTransactions && adapter.hasTransactionHistory?.(network) !== false
  const [apiHasHistory, setApiHasHistory] = useState(false)
  useEffect(() => {
    setApiHasHistory(false)
    if (!features.activity || chainHasHistory || !network) return
    let current = true
    void loadActivity(kit)
      .then((controller) => controller.hasSource(network))
      .then((served) => current && setApiHasHistory(served))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [kit, features.activity, chainHasHistory, network])
  const hasActivity = !!features.activity && (chainHasHistory || apiHasHistory)
  const shownTabs: readonly (typeof tabs)[number][] = hasActivity ? tabs : ['tokens']
  const [chosen, setSelected] = useState<(typeof tabs)[number]>('tokens')
  const selected = shownTabs.includes(chosen) ? chosen : 'tokens'
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])

  const moveFocus = (index: number) => {
    const next = shownTabs[(index + shownTabs.length) % shownTabs.length] ?? 'tokens'
    setSelected(next)
    tabRefs.current[shownTabs.indexOf(next)]?.focus()
  }

  return (
    <div ref={ref} className="wallet-section">
      {canSend || canReceive || canSwap || canBuy || canChooseName ? (
        <div className="wallet-buttons">
          {canSend ? (
            <button type="button" className="wallet-button" onClick={() => kit.navigate('WalletSend')}>
              {t('send')}
            </button>
          ) : null}
          {canReceive ? (
            <button type="button" className="wallet-button" onClick={() => kit.navigate('WalletReceive')}>
              {t('receive')}
            </button>
          ) : null}
          {canSwap ? (
            <button type="button" className="wallet-button" onClick={() => kit.navigate('Swap')}>
              {t('swap')}
            </button>
          ) : null}
          {canBuy ? (
            <button type="button" className="wallet-button" onClick={() => kit.navigate('Onramp')}>
              {t('buyCrypto')}
            </button>
          ) : null}
          {canChooseName ? (
            <button
              type="button"
              className="wallet-button"
              onClick={() => kit.navigate('RegisterAccountName')}
            >
              {t('chooseName')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="tabs" role="tablist" aria-label={t('accountTabs')}>
        {shownTabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={selected === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') moveFocus(index + 1)
              else if (event.key === 'ArrowLeft') moveFocus(index - 1)
              else return
              event.preventDefault()
            }}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${selected}-panel`} aria-labelledby={`${id}-${selected}-tab`}>
        {selected === 'tokens' ? <TokenList namespace={namespace} /> : <ActivityList />}
      </div>
    </div>
  )
}
