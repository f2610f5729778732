import { afterNextFrame } from '@latchkit/core'
import { useEffect, useState } from 'react'
import { useShell } from './ShellContext.js'

/**
 * False in the first frame a component is shown, true from the next render after that frame was
 * painted: what can wait (an image's download and decoding) then stays out of the first frame.
 * A component rendered ahead of time in the hidden modal waits for the modal to be shown.
 */
export function useAfterFirstPaint(): boolean {
  const { isShown } = useShell()
  const [painted, setPainted] = useState(false)
  useEffect(
    () => (painted || !isShown ? undefined : afterNextFrame(() => setPainted(true))),
    [painted, isShown],
  )
  return painted
}
