import { Suspense, useRef } from 'react'
import { useKitState } from '../../../kit/KitContext.js'
import { LazyQrCode } from '../../../qr/LazyQrCode.js'
import { CopyIcon } from '../../icons.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { walletCss } from './walletCss.js'

const namespaceNames: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * WalletReceive: the active account's address as a QR code and as text, a copy button that says
 * when it copied, and the networks of the site the address receives on (its namespace's).
 */
export default function WalletReceiveView() {
  const { host, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, walletCss)
  const namespace = useKitState((state) => state.network.activeNamespace)
  const address = useKitState((state) => (namespace ? state.accounts[namespace]?.address : undefined))
  const networks = useKitState((state) =>
    (namespace ? (state.network.byNamespace[namespace]?.requestedCaipNetworks ?? []) : []).map(
      (network) => network.name,
    ),
  )
  if (!address || !namespace) return <div ref={ref} />

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      host.showAlert({ kind: 'success', message: 'addressCopied' })
    } catch {
      host.showAlert({ kind: 'error', message: 'addressCopyFailed' })
    }
  }
  return (
    <div ref={ref} className="receive">
      <Suspense fallback={<div className="qr-tile" data-loading="" />}>
        <LazyQrCode uri={address} label={t('addressQrLabel', { address })} />
      </Suspense>
      <p className="receive-address">{address}</p>
      <button type="button" className="form-button" onClick={copy}>
        <CopyIcon />
        {t('copyAddressButton')}
      </button>
      <p className="note">{t('receiveLead', { namespace: namespaceNames[namespace] ?? namespace })}</p>
      <ul className="list">
        {networks.map((name) => (
          <li key={name} className="item">
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}
