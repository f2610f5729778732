import { socialProvidersShown } from '@latchkit/core'
import { lazy, Suspense, useMemo } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { openTarget } from '../../../kit/openTarget.js'
import { imageSource, toConnectRows } from '../../../kit/walletChoice.js'
import { GridIcon } from '../../icons.js'
import { ListRow } from '../../ListRow.js'
import { useShell } from '../../ShellContext.js'
import { socialLoginChunk } from '../social/loadSocialLogin.js'
import { EmailSection } from './EmailSection.js'
import { useFirstWalletsLoad } from './useFirstWalletsLoad.js'

// Keys of the placeholder rows (the featured ids and a recommended page rarely exceed this).
const placeholderKeys = Array.from({ length: 12 }, (_, index) => `placeholder-${index}`)

// The provider buttons are a chunk of their own (with their logos), loaded as the view renders.
const SocialSection = lazy(() => socialLoginChunk.get().then((module) => ({ default: module.SocialSection })))

/** `count` skeleton rows holding the room of list entries still to come. */
const placeholderRows = (count: number) =>
  placeholderKeys.slice(0, count).map((key) => <li key={key} className="skeleton" aria-hidden="true" />)

/** The social buttons' room while their chunk loads: the wide button, and the row of the others. */
const socialPlaceholder = (providers: number) => (
  <ul className="list" aria-busy="true">
    {placeholderRows(providers > 1 ? 2 : 1)}
  </ul>
)

/**
 * The Connect view: the connect methods in the core's order (spec section 2); the wallet method
 * lists the core's grouped and ordered connectors (recent wallets tagged) and an "All wallets"
 * entry when a registry lists wallets; the email field; the social providers this browser can log
 * in with, and Farcaster. While the registry's featured and recommended wallets load, or the
 * social buttons' chunk, placeholder rows hold their room.
 */
export function ConnectView() {
  const kit = useKit()
  const { state, t, isShown } = useShell()
  const list = useKitState((kitState) => kitState.connectors.list)
  const connectors = useKitState((kitState) => kitState.connectors.connectors)
  const methods = useKitState((kitState) => kitState.connectors.connectMethodsOrder)
  const walletCount = useKitState((kitState) => kitState.walletList.count)
  const featuredCount = useKitState((kitState) => kitState.walletList.featured.length)
  const recommendedCount = useKitState((kitState) => kitState.walletList.recommended.length)
  const hasRegistry = useKitState((kitState) => kitState.walletList.isAvailable)
  const maxListed = useKitState((kitState) => kitState.walletList.maxListed)
  const rows = useMemo(() => toConnectRows(list, connectors), [list, connectors])
  const socials = useKitState((kitState) => kitState.features.socials)
  // The configured providers less those this browser cannot log in with (Telegram's).
  const socialProviders = useMemo(() => socialProvidersShown(socials || []), [socials])
  // Farcaster joins them while its feature is installed and on (no popup: Telegram keeps it).
  const farcaster = useKitState((kitState) => kitState.featureModules.farcaster !== undefined)
  const socialLogins = socialProviders.length + (farcaster ? 1 : 0)

  // Rendered ahead of time in the hidden modal, the view waits for the visitor to open it.
  const isLoadingWallets = useFirstWalletsLoad(kit, hasRegistry && isShown)
  // Room for the registry's wallets still to come, so the list does not grow when they arrive.
  const walletsToCome = isLoadingWallets ? Math.max(0, maxListed - featuredCount - recommendedCount) : 0

  const walletSection =
    rows.length === 0 && !hasRegistry ? (
      <p key="wallet" className="message">
        {t('noWallets')}
      </p>
    ) : (
      <ul key="wallet" className="list" aria-busy={walletsToCome > 0 ? true : undefined}>
        {rows.map((row) => (
          <ListRow
            key={row.key}
            name={row.name}
            imageUrl={imageSource(row, state.walletImageUrl)}
            tag={row.tag}
            onSelect={() => openTarget(kit, row.target)}
          />
        ))}
        {placeholderRows(walletsToCome)}
        {hasRegistry ? (
          <ListRow
            name={t('allWallets')}
            icon={<GridIcon />}
            imageUrl={undefined}
            tag={undefined}
            badge={
              walletCount > 0 ? t('walletCount', { count: Math.floor(walletCount / 10) * 10 }) : undefined
            }
            onSelect={() => kit.navigate('AllWallets')}
          />
        ) : null}
      </ul>
    )

  // The lists' code comes with the first open: until it is there, the list's room is held.
  if (methods.length === 0)
    return (
      <ul className="list" aria-busy="true">
        {placeholderRows(3)}
      </ul>
    )

  const sections = methods.flatMap((method) =>
    method === 'wallet'
      ? [walletSection]
      : method === 'email'
        ? [<EmailSection key="email" />]
        : socialLogins > 0
          ? [
              <Suspense key="social" fallback={socialPlaceholder(socialLogins)}>
                <SocialSection providers={socialProviders} farcaster={farcaster} />
              </Suspense>,
            ]
          : [],
  )
  return (
    <div className="methods">
      {sections.flatMap((section) =>
        section === sections[0]
          ? [section]
          : [
              <p key={`or-${section.key}`} className="methods-divider">
                {t('or')}
              </p>,
              section,
            ],
      )}
    </div>
  )
}
