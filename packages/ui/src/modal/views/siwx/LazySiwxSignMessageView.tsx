import { lazy, Suspense } from 'react'

// Sign-in is a feature chunk: its code downloads only when the kit routes to SIWXSignMessage.
const SiwxSignMessageView = lazy(() => import('./SiwxSignMessageView.js'))

/** SIWXSignMessage, loaded on first use (the kit registers the view when `siwx` is set). */
export function LazySiwxSignMessageView() {
  return (
    <Suspense fallback={<div className="siwx" aria-busy="true" />}>
      <SiwxSignMessageView />
    </Suspense>
  )
}
