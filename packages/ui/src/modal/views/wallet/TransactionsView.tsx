import { useRef } from 'react'
import { useViewSheet } from '../account/useViewSheet.js'
import { ActivityList } from './ActivityList.js'
import { walletCss } from './walletCss.js'

/** Transactions: the active account's activity on its own (the same list as the Account view's tab). */
export default function TransactionsView() {
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  return (
    <div ref={ref}>
      <ActivityList />
    </div>
  )
}
