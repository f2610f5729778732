import { useState } from 'react'
import { isAllowedImageSource } from '../../../images/imageSource.js'
import { useShell } from '../../ShellContext.js'
import { Identicon } from './Identicon.js'

/**
 * The account's picture: its profile avatar when the image may load (a data: URL or one of the
 * modal's image origins) and does load, otherwise the identicon generated from the address.
 */
export function Avatar({
  address,
  image,
  label,
  size = 'large',
}: {
  address: string
  image: string | null | undefined
  /** The accessible name, e.g. "Avatar of vitalik.eth". */
  label: string
  size?: 'large' | 'small'
}) {
  const { state } = useShell()
  const [failedImage, setFailedImage] = useState<string>()
  const canLoad =
    image !== null &&
    image !== undefined &&
    image !== failedImage &&
    isAllowedImageSource(image, { allowedOrigins: state.imageOrigins, baseUrl: document.baseURI })
  return (
    <span className="avatar" data-size={size} role="img" aria-label={label}>
      {canLoad ? (
        <img
          src={image}
          alt=""
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onError={() => setFailedImage(image)}
        />
      ) : (
        <Identicon address={address} />
      )}
    </span>
  )
}
