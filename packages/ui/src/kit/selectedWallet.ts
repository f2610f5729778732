import type { LatchKit, Wallet } from '@latchkit/core'

const selected = new WeakMap<LatchKit, Wallet>()

/**
 * The registry wallet the visitor picked, for the Connecting views (its name, logo and the
 * recent-wallets record). Kept beside the kit, since the router carries only a connector id.
 */
export function selectWallet(kit: LatchKit, wallet: Wallet | undefined): void {
  if (wallet) selected.set(kit, wallet)
  else selected.delete(kit)
}

export function getSelectedWallet(kit: LatchKit): Wallet | undefined {
  return selected.get(kit)
}
