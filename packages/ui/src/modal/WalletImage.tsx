import { useState } from 'react'
import { isAllowedImageSource } from '../images/imageSource.js'
import { useShell } from './ShellContext.js'
import { useAfterFirstPaint } from './useAfterFirstPaint.js'

type Status = 'loading' | 'loaded' | 'error'

/**
 * An untrusted wallet or token image at a fixed size: it loads only from a data: URL or one of
 * the modal's image origins, shows a neutral placeholder while loading and on error, and never
 * shifts the layout. `alt` may be '' when a visible name sits beside it. The download starts once
 * the frame showing the placeholder was painted, so decoding images (an SVG is parsed and laid out
 * on the main thread) never delays the names beside them.
 */
export function WalletImage({
  src,
  alt,
  size = 40,
}: {
  src: string | undefined
  alt: string
  size?: 40 | 64
}) {
  const { state } = useShell()
  const [loaded, setLoaded] = useState<{ src: string; status: Status } | undefined>()
  const painted = useAfterFirstPaint()
  const allowed = isAllowedImageSource(src, {
    allowedOrigins: state.imageOrigins,
    baseUrl: document.baseURI,
  })
  const status: Status = !allowed ? 'error' : loaded && loaded.src === src ? loaded.status : 'loading'
  const showPlaceholderName = status === 'error' && alt !== ''

  const image =
    allowed && src && status !== 'error' && painted ? (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        decoding="async"
        referrerPolicy="no-referrer"
        draggable={false}
        onLoad={() => setLoaded({ src, status: 'loaded' })}
        onError={() => setLoaded({ src, status: 'error' })}
      />
    ) : null
  // Without a picture, the placeholder itself carries the alt text.
  return showPlaceholderName ? (
    <span className="image" data-size={size} data-status={status} role="img" aria-label={alt} />
  ) : (
    <span className="image" data-size={size} data-status={status}>
      {image}
    </span>
  )
}
