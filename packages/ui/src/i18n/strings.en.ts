import { userVisibleMessages } from '@latchkit/core'

/**
 * The English catalogue: every text the kit's elements and views show, keyed by id. Core's
 * user-visible message codes are keys too (their English is core's catalogue, spec section 8),
 * so a view maps an error's `code` straight to a string. A new locale is one more file of the
 * same shape (`Catalogue`); components never hold wording.
 */
export const en = {
  ...userVisibleMessages,
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  account: 'Account',
  network: 'Network',
  selectNetwork: 'Select network',
  back: 'Back',
  close: 'Close',
  installed: 'Installed',
  recent: 'Recent',
  qrCode: 'QR code',
  scanWithWallet: 'Scan with your wallet',
  scanWithPhone: 'Scan this QR code with your phone',
  qrCodeLabel: 'QR code to connect {name}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  loadingWallets: 'Loading wallets',
  noWallets: 'No wallets found',
  comingSoon: 'This view is not available yet',
} as const

export type StringId = keyof typeof en

/** A locale's texts: the same ids as English, each a string (placeholders as `{name}`). */
export type Catalogue = Record<StringId, string>
