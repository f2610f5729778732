import { useEffect, useState } from 'react'
import { afterNextPaint } from './afterNextPaint.js'

/**
 * False in the first frame a component is shown, true from the next render after that frame was
 * painted: what can wait (an image's download and decoding) then stays out of the first frame.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted])
  return painted
}
