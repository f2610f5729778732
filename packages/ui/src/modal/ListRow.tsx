import type { ReactNode } from 'react'
import type { ConnectorTag } from '../elements/modalStore.js'
import type { StringId } from '../i18n/strings.en.js'
import { useShell } from './ShellContext.js'
import { WalletImage } from './WalletImage.js'

const tagText: Record<ConnectorTag, StringId> = { installed: 'installed', recent: 'recent', qrCode: 'qrCode' }

/** A 56px wallet row: its 40px image, its name and an optional tag (or free `badge` text), as one button. */
export function ListRow({
  name,
  imageUrl,
  tag,
  badge,
  icon,
  onSelect,
}: {
  name: string
  imageUrl: string | undefined
  tag: ConnectorTag | undefined
  badge?: string | undefined
  /** Drawn in the image's frame instead of a wallet image (entries that are not wallets). */
  icon?: ReactNode
  onSelect: () => void
}) {
  const { t } = useShell()
  return (
    <li>
      <button type="button" className="row" onClick={onSelect}>
        {icon ? (
          <span className="image row-icon" data-status="loaded">
            {icon}
          </span>
        ) : (
          <WalletImage src={imageUrl} alt="" />
        )}
        <span className="row-name">{name}</span>
        {tag ? (
          <span className="tag" data-tag={tag}>
            {t(tagText[tag])}
          </span>
        ) : badge ? (
          <span className="tag">{badge}</span>
        ) : null}
      </button>
    </li>
  )
}
