import { eventsBetween, type LatchKitEvent } from '@latchkit/core'
import { useEffect, useState } from 'react'
import { useKit } from '../kit/KitContext.js'

/**
 * The latest modal, connection or send event (modal opened or closed, connected, disconnected,
 * network switched, a send from the modal sent or failed) since the component mounted;
 * `undefined` before the first.
 *
 * @example
 * const event = useLatchKitEvents()
 * useEffect(() => { if (event?.data.event === 'CONNECT_SUCCESS') track('connected') }, [event])
 */
export function useLatchKitEvents(): LatchKitEvent | undefined {
  const kit = useKit()
  const [latest, setLatest] = useState<LatchKitEvent>()
  useEffect(
    () =>
      kit.subscribe(
        (state) => state,
        (next, previous) => {
          const data = eventsBetween(previous, next).at(-1)
          if (data) setLatest({ timestamp: Date.now(), data })
        },
      ),
    [kit],
  )
  return latest
}
