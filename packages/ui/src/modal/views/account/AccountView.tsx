import type { EmailLoginController } from '@latchkit/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { truncateAddress } from '../../../elements/buttons/buttonState.js'
import { useKit } from '../../../kit/KitContext.js'
import { CopyIcon } from '../../icons.js'
import { useShell } from '../../ShellContext.js'
import { NetworkBadge } from '../network/NetworkBadge.js'
import { networkCss } from '../network/networkCss.js'
import { SmartSessionsRow } from '../smartSessions/SmartSessionsRow.js'
import { AccountTypeSwitch, SmartAccountTag } from './AccountTypeSwitch.js'
import { Avatar } from './Avatar.js'
import { accountCss } from './accountCss.js'
import { ChevronIcon, DisconnectIcon, ExternalIcon, KeyIcon, MailIcon, WalletsIcon } from './accountIcons.js'
import { ConnectionAccounts } from './ConnectionAccounts.js'
import { embeddedSessionName } from './embeddedDisplayName.js'
import { fiatWorth } from './fiatWorth.js'
import { formatBalance } from './formatBalance.js'
import { useAccountData } from './useAccountData.js'
import { useAccountSummary } from './useAccountSummary.js'
import { useViewSheet } from './useViewSheet.js'

// Send, Receive and the Tokens and Activity tabs: a chunk of their own, loaded as Account shows.
const AccountWalletSection = lazy(() => import('../wallet/AccountWalletSection.js'))

/**
 * The connected account: avatar (or identicon), profile name or short address with a copy
 * button ("Smart account" beneath while the embedded wallet's smart account is in use), the
 * native balance, the wallet's accounts when it shares several, then the network button, the
 * explorer link, the embedded wallet's switch between standard and smart account (where it offers
 * one), email change and key export, the wallet list (multi-wallet) and Disconnect.
 */
export function AccountView() {
  const kit = useKit()
  const { host, state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, accountCss)
  // The network row's badge.
  useViewSheet(ref, networkCss)
  const account = useAccountSummary()
  const { namespace, address, network } = account
  const { balanceFailed, retry } = useAccountData(namespace, address, network)
  const [isDisconnecting, setDisconnecting] = useState(false)

  if (!address || !namespace) return <div ref={ref} className="account" />
  const shortAddress = truncateAddress(address)
  const embeddedName = account.isEmbedded ? embeddedSessionName(kit.embeddedSession.get()) : undefined
  const displayName = account.profileName || embeddedName || shortAddress
  const worth = account.isUnsupportedChain
    ? undefined
    : fiatWorth({
        isTestnet: network?.testnet === true,
        tokenBalance: account.tokenBalance,
        locale: state.locale,
      })

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address)
      host.showAlert({ kind: 'success', message: 'addressCopied' })
    } catch {
      host.showAlert({ kind: 'error', message: 'addressCopyFailed' })
    }
  }
  const exportKey = () => {
    // The frame shows the key after a fresh code; a failure or a cancel leaves the Account view.
    void (kit.loadFeature('email') as Promise<EmailLoginController>)
      .then((controller) => controller.exportKey())
      .catch(() => {})
  }
  const disconnect = async () => {
    setDisconnecting(true)
    // The kit reports failures as notices and closes the modal on success.
    await kit.disconnect({ namespace }).catch(() => {})
    setDisconnecting(false)
  }

  return (
    <div ref={ref} className="account">
      <Avatar
        address={address}
        image={account.profileImage}
        label={t('accountAvatar', { name: displayName })}
      />
      <p className="account-name">
        <span className="account-name-text" title={address} data-testid="account-name">
          {displayName}
        </span>
        <button type="button" className="icon-button" aria-label={t('copyAddress')} onClick={copyAddress}>
          <CopyIcon />
        </button>
      </p>
      <SmartAccountTag current={account.accountType} />
      {account.isUnsupportedChain ? null : balanceFailed ? (
        <p className="account-balance">
          {t('balanceUnavailable')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('tryAgain')}
          </button>
        </p>
      ) : account.balance === undefined ? (
        <p className="account-balance" data-loading="" aria-busy="true">
          <span className="visually-hidden">{t('balanceLoading')}</span>
        </p>
      ) : (
        // An amount and its symbol read left to right in every language ("1.50 ETH").
        <p className="account-balance" data-testid="account-balance" dir="ltr">
          {formatBalance(account.balance, account.balanceSymbol, state.locale)}
        </p>
      )}
      {worth ? <p className="account-worth">{t('fiatWorth', { amount: worth })}</p> : null}
      <ConnectionAccounts namespace={namespace} accounts={account.allAccounts} activeAddress={address} />
      {account.isUnsupportedChain ? null : (
        <Suspense fallback={null}>
          <AccountWalletSection namespace={namespace} />
        </Suspense>
      )}
      <ul className="account-actions">
        <li>
          <button
            type="button"
            className="row"
            data-tone={account.isUnsupportedChain ? 'warning' : undefined}
            aria-label={t('networkButtonLabel', {
              name: account.isUnsupportedChain ? t('unsupportedNetwork') : (network?.name ?? ''),
            })}
            onClick={() => host.navigate('Networks')}
          >
            <NetworkBadge name={account.isUnsupportedChain ? '!' : (network?.name ?? '?')} />
            <span className="row-name">
              {account.isUnsupportedChain ? t('unsupportedNetwork') : network?.name}
            </span>
            <span className="row-end">
              <ChevronIcon />
            </span>
          </button>
        </li>
        {account.explorerUrl ? (
          <li>
            <a className="row" href={account.explorerUrl} target="_blank" rel="noopener noreferrer">
              <span className="row-icon">
                <ExternalIcon />
              </span>
              <span className="row-name">{t('viewOnExplorer')}</span>
            </a>
          </li>
        ) : null}
        {account.accountType ? <AccountTypeSwitch current={account.accountType} /> : null}
        {account.accountType === 'smartAccount' ? <SmartSessionsRow /> : null}
        {account.isEmbedded ? (
          <>
            <li>
              <button type="button" className="row" onClick={() => host.navigate('UpdateEmailWallet')}>
                <span className="row-icon">
                  <MailIcon />
                </span>
                <span className="row-name">{t('updateEmail')}</span>
                <span className="row-end">
                  <ChevronIcon />
                </span>
              </button>
            </li>
            <li>
              <button type="button" className="row" onClick={exportKey}>
                <span className="row-icon">
                  <KeyIcon />
                </span>
                <span className="row-name">{t('exportKey')}</span>
                <span className="row-end">
                  <ChevronIcon />
                </span>
              </button>
            </li>
          </>
        ) : null}
        {account.isMultiWalletOn ? (
          <li>
            <button type="button" className="row" onClick={() => host.navigate('ProfileWallets')}>
              <span className="row-icon">
                <WalletsIcon />
              </span>
              <span className="row-name">{t('manageWallets')}</span>
              <span className="row-end">
                <ChevronIcon />
              </span>
            </button>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="row"
            data-tone="danger"
            aria-busy={isDisconnecting}
            onClick={isDisconnecting ? undefined : disconnect}
          >
            <span className="row-icon">
              <DisconnectIcon />
            </span>
            <span className="row-name">{t('disconnect')}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
