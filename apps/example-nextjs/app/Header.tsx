'use client'

import { LatchButton, LatchNetworkButton, useLatchKitAccount } from '@latchkit/react'

/** The site's header: the network and connect buttons, and the connected address beside them. */
export function Header() {
  const { address, status } = useLatchKitAccount()
  return (
    <header style={{ display: 'flex', gap: '1rem', alignItems: 'center', padding: '1rem' }}>
      <LatchNetworkButton />
      <LatchButton />
      <p aria-live="polite" style={{ margin: 0, fontFamily: 'monospace' }}>
        {describeAccount(status, address)}
      </p>
    </header>
  )
}

function describeAccount(status: string, address: string | undefined): string {
  if (status === 'connected' && address) return `Connected: ${address}`
  // A returning visitor's stored connection, until the wallet answers (the button already shows
  // the account it was using).
  if (status === 'connecting' || status === 'reconnecting') return 'Reconnecting…'
  return 'Not connected'
}
