/**
 * The English texts of the embedded wallet's smart account in the Account view
 * (src/modal/views/account/AccountTypeSwitch.tsx). "Standard account (EOA)" names the visitor's
 * own key's account; the smart account is the ERC-4337 account it owns.
 */
export const accountTypeStrings = {
  smartAccount: 'Smart account',
  switchToSmartAccount: 'Switch to smart account',
  switchToEoa: 'Switch to standard account (EOA)',
  usingSmartAccount: 'You are now using your smart account',
  usingEoa: 'You are now using your standard account',
  accountTypeSwitchFailed: 'Could not switch accounts. Try again.',
} as const
