import type { LatchKit } from '@latchkit/core'
import { selectWallet } from './selectedWallet.js'
import type { WalletTarget } from './walletChoice.js'

/** Opens the Connecting view of a picked wallet on top of the current view (Back returns). */
export function openTarget(kit: LatchKit, target: WalletTarget): void {
  selectWallet(kit, target.wallet)
  const data = target.view === 'ConnectingExternal' ? { connectorId: target.connectorId } : undefined
  kit.navigate(target.view, data)
}
