import type { DisconnectParameters } from '@latchkit/core'
import { useKit } from '../kit/KitContext.js'

export type UseDisconnectReturnType = {
  /** Disconnects a chain namespace (`{ namespace }`), or all; closes the modal unless `closeModal: false`. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
}

/**
 * Disconnecting.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useKit()
  return { disconnect: kit.disconnect }
}
