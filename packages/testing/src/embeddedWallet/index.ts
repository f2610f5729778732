// The rig's embedded wallet: the wallet service (the real `latchkit-wallet-server` command) and
// the mail catcher its one-time codes go to.
export { rigWalletProjectId, startWalletService, type WalletServiceRig } from './startWalletService.js'
