import type { LatchKit, Wallet } from '@latchkit/core'
import { memo, type ReactNode, type UIEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { gridWindow, shouldLoadMore } from '../../../kit/gridWindow.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { openTarget } from '../../../kit/openTarget.js'
import { imageSource, targetOfWallet } from '../../../kit/walletChoice.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'

const columns = 4
const rowHeight = 96
const skeletonTiles = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`)

/**
 * AllWallets: every registry wallet in a virtualized grid (only the rows in view, plus a few,
 * are in the DOM), fetched page by page as the visitor scrolls, with a search that shows the
 * matching wallets already fetched at once and asks the registry 300 ms after the last keystroke
 * (`kit.searchWallets`). Loading shows skeleton tiles; no match and failures say so, failures
 * with "Try again". Tiles re-render only when their wallet changes.
 */
export function AllWalletsView() {
  const kit = useKit()
  const { t } = useShell()
  const walletList = useKitState((state) => state.walletList)
  const connectors = useKitState((state) => state.connectors.connectors)
  const [query, setQuery] = useState('')
  const viewportRef = useRef<HTMLDivElement>(null)
  const sizerRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLUListElement>(null)
  const [scroll, setScroll] = useState({ top: 0, height: 400 })

  const trimmed = query.trim()
  const searching = trimmed !== ''
  // The kit answers a query at once with the wallets at hand, the registry's results follow.
  const searchShown = walletList.searchQuery === trimmed
  const wallets: readonly Wallet[] = searching ? (searchShown ? walletList.search : []) : walletList.wallets
  const hasMore = walletList.page === 0 || walletList.wallets.length < walletList.count
  const failed =
    walletList.error &&
    (searching ? walletList.error.operation === 'search' : walletList.error.operation === 'page')
  const loading = searching
    ? (!searchShown || walletList.isSearching) && !failed
    : walletList.page === 0 && !failed

  const range = gridWindow({
    itemCount: wallets.length,
    columns,
    rowHeight,
    scrollTop: scroll.top,
    viewportHeight: scroll.height,
  })

  // The viewport's height (it follows the screen) decides how many rows to render. The observer
  // reports it once laid out, before that frame is painted: reading it here instead would lay the
  // page out twice, and the first render already assumes the usual 400 px.
  useLayoutEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const height = viewport.clientHeight
      setScroll((previous) =>
        height === 0 || height === previous.height ? previous : { ...previous, height },
      )
    })
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [])

  // Positions through custom properties set on the CSSOM: allowed under a strict CSP.
  useLayoutEffect(() => {
    sizerRef.current?.style.setProperty('--latch-grid-height', `${range.totalHeight}px`)
    gridRef.current?.style.setProperty('--latch-grid-offset', `${range.offset}px`)
  }, [range.totalHeight, range.offset])

  useEffect(() => {
    if (searching) return
    if (
      shouldLoadMore({
        end: range.end,
        loaded: wallets.length,
        columns,
        hasMore,
        isLoading: walletList.isLoadingPage,
        hasError: Boolean(failed),
      })
    )
      kit.fetchNextWalletsPage().catch(() => {})
  }, [kit, searching, range.end, wallets.length, hasMore, walletList.isLoadingPage, failed])

  const onSearch = (text: string) => {
    setQuery(text)
    // Only when scrolled (known from onScroll): scrolling lays the page out at once, mid-keystroke.
    if (scroll.top !== 0) {
      viewportRef.current?.scrollTo({ top: 0 })
      setScroll((previous) => ({ ...previous, top: 0 }))
    }
    kit.searchWallets(text).catch(() => {})
  }
  const retry = () => {
    if (searching) kit.searchWallets(trimmed).catch(() => {})
    else kit.fetchNextWalletsPage().catch(() => {})
  }
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop
    setScroll((previous) => (previous.top === top ? previous : { ...previous, top }))
  }

  let content: ReactNode
  if (failed && wallets.length === 0) content = <ListFailure retry={retry} />
  else if (loading && wallets.length === 0)
    content = (
      <ul className="grid" aria-busy="true" aria-label={t('loadingWallets')}>
        {skeletonTiles.map((key) => (
          <li key={key} className="tile-skeleton" />
        ))}
      </ul>
    )
  else if (wallets.length === 0)
    content = (
      <p className="message" role="status">
        {t('noWallets')}
      </p>
    )
  else
    content = (
      <div ref={sizerRef} className="grid-sizer">
        <ul
          ref={gridRef}
          className="grid"
          aria-label={t('allWallets')}
          aria-busy={searching && walletList.isSearching ? true : undefined}
        >
          {wallets.slice(range.start, range.end).map((wallet, index) => (
            <li
              key={wallet.id}
              aria-setsize={searching ? wallets.length : walletList.count}
              aria-posinset={range.start + index + 1}
            >
              <WalletTile wallet={wallet} kit={kit} connectors={connectors} />
            </li>
          ))}
        </ul>
      </div>
    )

  return (
    <div>
      <input
        className="search"
        type="search"
        value={query}
        placeholder={t('searchWallets')}
        aria-label={t('searchWallets')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <div ref={viewportRef} className="grid-viewport" onScroll={onScroll}>
        {content}
      </div>
      {failed && wallets.length > 0 ? (
        // The wallets at hand stay (the matching ones, or the pages loaded so far); what the
        // registry failed to add can be asked for again.
        <ListFailure retry={retry} />
      ) : null}
    </div>
  )
}

/** "Could not load wallets" with Try again, announced at once. */
function ListFailure({ retry }: { retry: () => void }) {
  const { t } = useShell()
  return (
    <div className="connecting">
      <p className="status-error" role="alert">
        {t('walletListFailed')}
      </p>
      <button type="button" className="button-secondary" onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  )
}

const WalletTile = memo(function WalletTile({
  wallet,
  kit,
  connectors,
}: {
  wallet: Wallet
  kit: LatchKit
  connectors: Parameters<typeof targetOfWallet>[1]
}) {
  const { state } = useShell()
  return (
    <button
      type="button"
      className="tile"
      onClick={() => openTarget(kit, targetOfWallet(wallet, connectors))}
    >
      <WalletImage
        src={imageSource({ imageUrl: wallet.image_url, imageId: wallet.image_id }, state.walletImageUrl)}
        alt=""
      />
      <span className="tile-name">{wallet.name}</span>
    </button>
  )
})
