import type { OpenModalParameters } from '@latchkit/core'
import { useMemo } from 'react'
import { useKit } from '../kit/KitContext.js'

export type UseLatchKitReturnType = {
  /** Opens the modal: Connect (Account when connected), or `view`, for one chain namespace if `namespace` is set. */
  open(parameters?: OpenModalParameters): void
  /** Closes the modal unless sign-in is required and pending; resolves whether it closed. */
  close(): Promise<boolean>
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useLatchKit()
 * return <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useLatchKit(): UseLatchKitReturnType {
  const kit = useKit()
  return useMemo(() => ({ open: (parameters) => kit.open(parameters), close: () => kit.close() }), [kit])
}
