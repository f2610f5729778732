import type { ChainAdapterWalletConnect } from '@latchkit/core'
import { evmWalletConnectEvents, evmWalletConnectMethods } from '../walletConnect/walletConnectMethods.js'
import type { EvmAdapterContext } from './evmAdapterContext.js'
import { loadWalletConnect } from './lazyParts.js'

/**
 * The adapter's part of WalletConnect sessions with its code (the wagmi connector over the
 * session) imported when the first session is taken over: a visitor who never scans a QR code
 * never downloads it. The methods and events a session proposal asks for are known up front.
 */
export function lazyEvmWalletConnect(context: EvmAdapterContext): ChainAdapterWalletConnect {
  let created: Promise<ChainAdapterWalletConnect> | undefined
  const walletConnect = () => {
    created ??= loadWalletConnect().then(
      (part) => part.createEvmWalletConnect(context),
      (error: unknown) => {
        created = undefined
        throw error
      },
    )
    return created
  }
  return {
    methods: evmWalletConnectMethods,
    events: evmWalletConnectEvents,
    connect: (parameters) => walletConnect().then((part) => part.connect(parameters)),
  }
}
