import type { LatchKit, View } from '@latchkit/core'
import { selectWallet } from './selectedWallet.js'
import type { WalletTarget } from './walletChoice.js'

/** Opens the Connecting view of a picked wallet on top of the current view (Back returns). */
export function openTarget(kit: LatchKit, target: WalletTarget): void {
  selectWallet(kit, target.wallet)
  const data = target.view === 'ConnectingExternal' ? { connectorId: target.connectorId } : undefined
  kit._internal.router.push(target.view, data)
}

/** Opens `view` on top of the current one. @throws {ViewNotRegisteredError} for a feature view not loaded. */
export function pushView(kit: LatchKit, view: View): void {
  kit._internal.router.push(view)
}
