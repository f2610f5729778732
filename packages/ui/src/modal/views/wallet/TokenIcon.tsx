import { useState } from 'react'
import { isAllowedImageSource } from '../../../images/imageSource.js'
import { useShell } from '../../ShellContext.js'

/**
 * A token's icon when its URL may load (a data: URL or one of the modal's image origins: an
 * untrusted URL never loads), else the symbol's first letters. Decorative: the row names the token.
 */
export function TokenIcon({ iconUrl, symbol }: { iconUrl: string | undefined; symbol: string }) {
  const { state } = useShell()
  const [failed, setFailed] = useState(false)
  const canLoad =
    !failed &&
    !!iconUrl &&
    isAllowedImageSource(iconUrl, { allowedOrigins: state.imageOrigins, baseUrl: document.baseURI })
  return (
    <span className="item-icon" aria-hidden="true">
      {canLoad ? (
        <img
          src={iconUrl}
          alt=""
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setFailed(true)}
        />
      ) : (
        symbol.slice(0, 3)
      )}
    </span>
  )
}
