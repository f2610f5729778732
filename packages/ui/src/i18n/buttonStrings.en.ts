/**
 * The English texts the kit buttons show, the only strings a page needs before the modal's code
 * loads. The full catalogue (`en`) spreads them in, so a locale translates them in one place.
 */
export const buttonStrings = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  account: 'Account',
  network: 'Network',
  selectNetwork: 'Select network',
} as const

/** The ids of the button texts. */
export type ButtonStringId = keyof typeof buttonStrings
