import '../components/jsx.js'

export type { LatchKitEvent, LatchKitEventData } from '@latchkit/core'
export {
  LatchAccountButton,
  LatchButton,
  LatchConnectButton,
  LatchNetworkButton,
} from '../components/buttons.js'
export type { LatchButtonProps } from '../components/KitButton.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { type UseLatchKitReturnType, useLatchKit } from '../hooks/useLatchKit.js'
export {
  type EmbeddedWalletInfo,
  type UseLatchKitAccountParameters,
  type UseLatchKitAccountReturnType,
  useLatchKitAccount,
} from '../hooks/useLatchKitAccount.js'
export {
  type UseLatchKitBalancesParameters,
  type UseLatchKitBalancesReturnType,
  useLatchKitBalances,
} from '../hooks/useLatchKitBalances.js'
export { useLatchKitEvents } from '../hooks/useLatchKitEvents.js'
export {
  type UseLatchKitNetworkParameters,
  type UseLatchKitNetworkReturnType,
  useLatchKitNetwork,
} from '../hooks/useLatchKitNetwork.js'
export { type UseLatchKitProviderReturnType, useLatchKitProvider } from '../hooks/useLatchKitProvider.js'
export { type UseLatchKitStateReturnType, useLatchKitState } from '../hooks/useLatchKitState.js'
export { type UseLatchKitThemeReturnType, useLatchKitTheme } from '../hooks/useLatchKitTheme.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
export { type CreateLatchKitParameters, createLatchKit } from '../kit/createLatchKit.js'
export { LatchKitProvider } from '../kit/KitContext.js'
