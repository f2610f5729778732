import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react'
import { createQrModel } from './qrModel.js'

const quietZone = 2

/**
 * A QR code as SVG on a 280px white tile (both themes), with `logo` in a cleared centre.
 * Module colour: `--latch-qr-color`. Loaded as its own chunk.
 */
export default function QrCode({ uri, label, logo }: { uri: string; label: string; logo?: ReactNode }) {
  const model = useMemo(() => createQrModel(uri, { withLogo: logo !== undefined }), [uri, logo])
  const logoRef = useRef<HTMLDivElement>(null)
  const side = model.size + 2 * quietZone
  useLayoutEffect(() => {
    logoRef.current?.style.setProperty('--latch-qr-logo-fraction', String(model.logoSize / side))
  }, [model.logoSize, side])

  return (
    <div className="qr-tile">
      <svg
        className="qr"
        role="img"
        aria-label={label}
        viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      >
        <path d={model.finders} />
        <path d={model.modules} />
      </svg>
      {model.logoSize > 0 ? (
        <div ref={logoRef} className="qr-logo">
          {logo}
        </div>
      ) : null}
    </div>
  )
}
