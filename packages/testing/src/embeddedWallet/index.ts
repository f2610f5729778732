// The rig's embedded wallet: the wallet service (the real `latchkit-wallet-server` command), the
// mail catcher its one-time codes go to, and a visitor's steps in a browser.
export { answerInFrame, signInByEmail, walletFrame } from './emailLoginSteps.js'
export { signInWithSocial, socialProviderNames } from './socialLoginSteps.js'
export {
  type RigSocialProvider,
  rigSocialProviders,
  type SocialProvidersRig,
  startSocialProviders,
} from './startSocialProviders.js'
export { rigWalletProjectId, startWalletService, type WalletServiceRig } from './startWalletService.js'
