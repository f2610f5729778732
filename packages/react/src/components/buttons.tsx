import { KitButton, type LatchButtonProps } from './KitButton.js'

/**
 * "Connect Wallet" until connected, then the account; opens the modal at Connect or Account.
 *
 * @example
 * <LatchButton />
 */
export function LatchButton(props: LatchButtonProps) {
  return <KitButton kind="button" {...props} />
}

/**
 * Always "Connect Wallet"; opens the modal at Connect.
 *
 * @example
 * <LatchConnectButton namespace="solana" />
 */
export function LatchConnectButton(props: LatchButtonProps) {
  return <KitButton kind="connect" {...props} />
}

/**
 * The connected account (avatar, name or address, balance); hidden while disconnected.
 *
 * @example
 * <LatchAccountButton />
 */
export function LatchAccountButton(props: LatchButtonProps) {
  return <KitButton kind="account" {...props} />
}

/**
 * The active network's name; opens the network list.
 *
 * @example
 * <LatchNetworkButton />
 */
export function LatchNetworkButton(props: LatchButtonProps) {
  return <KitButton kind="network" {...props} />
}
