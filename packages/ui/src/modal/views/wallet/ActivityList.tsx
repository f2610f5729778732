import type { Transaction } from '@latchkit/core'
import { useEffect, useRef } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { formatQuantity } from './formatQuantity.js'
import { loadActivity } from './loadActivity.js'

const loadingHistory = {
  transactions: [],
  transactionsByYear: {},
  next: undefined,
  loading: true,
  empty: false,
  failed: false,
  pending: [],
} as const

/** How often the list asks its source again while a send from the modal is pending. */
const pendingRefreshMs = 3_000

/**
 * The active account's transactions, grouped by month, newest first: loading, empty and failed
 * states ('Failed to fetch transactions'); more load when the end of the list comes into view, or
 * with Load more (for keyboards and screen readers). A send made from the modal shows at the top as
 * pending at once; the list asks its source again every few seconds until it lists the send.
 */
export function ActivityList() {
  const kit = useKit()
  const { state, t } = useShell()
  // Created by the activity flow as it loads: until then the list is loading.
  const history = useKitState((state) => state.history) ?? loadingHistory
  const address = useKitState((state) => {
    const network = state.network.activeCaipNetwork
    return network ? state.accounts[network.chainNamespace]?.address : undefined
  })
  const network = useKitState((state) => state.network.activeCaipNetwork?.caipNetworkId)
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!address || !network) return
    void loadActivity(kit)
      .then((controller) => controller.load())
      .catch(() => {})
  }, [kit, address, network])

  const pendingCount = history.pending.length
  useEffect(() => {
    if (!pendingCount || !address || !network) return
    const timer = setInterval(() => {
      void loadActivity(kit)
        .then((controller) => (controller.pendingShown() ? controller.refresh() : undefined))
        .catch(() => {})
    }, pendingRefreshMs)
    return () => clearInterval(timer)
  }, [kit, pendingCount, address, network])

  const canLoadMore = typeof history.next === 'string' && !history.loading
  useEffect(() => {
    const element = end.current
    if (!element || !canLoadMore) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting))
        void loadActivity(kit)
          .then((controller) => controller.loadMore())
          .catch(() => {})
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [kit, canLoadMore])

  if (history.failed)
    return (
      <p className="note" data-tone="error" role="alert">
        {t('FAILED_TO_FETCH_TRANSACTIONS')}
      </p>
    )
  if (Object.keys(history.transactionsByYear).length === 0)
    return history.empty ? (
      <p className="note">{t('noActivity')}</p>
    ) : (
      <p className="note" aria-busy="true">
        {t('activityLoading')}
      </p>
    )

  const months = Object.entries(history.transactionsByYear)
    .flatMap(([year, byMonth]) =>
      Object.entries(byMonth).map(([month, transactions]) => ({
        key: `${year}-${month}`,
        label: monthLabel(Number(year), Number(month), state.locale),
        transactions: transactions as readonly Transaction[],
        order: Number(year) * 12 + Number(month),
      })),
    )
    .sort((a, b) => b.order - a.order)
  return (
    <div>
      {months.map((month) => (
        <section key={month.key} aria-label={month.label}>
          <h3 className="month">{month.label}</h3>
          <ul className="list">
            {month.transactions.map((transaction) => (
              <ActivityItem key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        </section>
      ))}
      <div ref={end} />
      {canLoadMore ? (
        <button
          type="button"
          className="form-button"
          onClick={() => void loadActivity(kit).then((controller) => controller.loadMore())}
        >
          {t('loadMore')}
        </button>
      ) : history.loading ? (
        <p className="note" aria-busy="true">
          {t('activityLoading')}
        </p>
      ) : null}
    </div>
  )
}

/** One transfer as the list shows it: `+1.5 ETH`, `−250 lUSD`. */
function transferText(
  transfer: Transaction['transfers'][number] | undefined,
  locale: string,
): string | undefined {
  const quantity = transfer?.quantity?.numeric
  if (!quantity) return undefined
  const sign = transfer.direction === 'in' ? '+' : '−'
  return `${sign}${formatQuantity(quantity, locale)} ${transfer.fungible_info?.symbol ?? ''}`.trimEnd()
}

/**
 * One transaction: what it did (sent, received, swapped: a token out and another in, failed,
 * pending, or a contract call), when, and the amounts it moved.
 */
function ActivityItem({ transaction }: { transaction: Transaction }) {
  const { state, t } = useShell()
  const { transfers } = transaction
  const out = transfers.find((transfer) => transfer.direction === 'out')
  const into = transfers.find((transfer) => transfer.direction === 'in')
  const swapped = out !== undefined && into !== undefined
  const transfer = transfers[0]
  const status = transaction.metadata.status
  const kind =
    status === 'failed'
      ? t('failedTransaction')
      : status === 'pending'
        ? t('pendingTransaction')
        : swapped
          ? t('swapped')
          : transfer?.direction === 'in'
            ? t('received')
            : transfer
              ? t('sent')
              : t('contractCall')
  const amounts = (
    swapped
      ? [transferText(out, state.locale), transferText(into, state.locale)]
      : [transferText(transfer, state.locale)]
  ).filter((text): text is string => text !== undefined)
  const when = new Date(transaction.metadata.minedAt)
  return (
    <li className="item">
      <span className="item-main">
        <span className="item-title">{kind}</span>
        <span className="item-sub">
          <time dateTime={transaction.metadata.minedAt}>
            {when.toLocaleDateString(state.locale, { day: 'numeric', month: 'short' })}
          </time>
        </span>
      </span>
      {amounts.length > 0 ? (
        <span className="item-end" dir="ltr">
          {amounts.join(' · ')}
        </span>
      ) : null}
    </li>
  )
}

function monthLabel(year: number, month: number, locale: string): string {
  return new Date(Date.UTC(year, month, 1)).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
