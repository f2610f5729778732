import type { FeatureView } from '@latchkit/core'
import { type LoadOnce, loadOnce } from '@latchkit/core'
import type { ComponentType } from 'react'
import { socialLoginChunk } from '../social/loadSocialLogin.js'

type ViewModule = { default: ComponentType }

const embeddedFrameView = loadOnce(() => import('../email/EmbeddedFrameView.js'))

/**
 * The lazy chunk of each feature view this build renders: a feature's view downloads when the kit
 * first routes to it (alongside the feature's controller), never before. A feature view missing
 * here is not rendered by this build.
 */
const chunks: Partial<Record<FeatureView, LoadOnce<ViewModule>>> = {
  SIWXSignMessage: loadOnce(() => import('../siwx/SiwxSignMessageView.js')),
  EmailLogin: loadOnce(() => import('../email/EmailLoginView.js')),
  UpdateEmailWallet: loadOnce(() => import('../email/UpdateEmailView.js')),
  ApproveTransaction: embeddedFrameView,
  WalletSend: loadOnce(() => import('../wallet/WalletSendView.js')),
  WalletSendPreview: loadOnce(() => import('../wallet/WalletSendPreviewView.js')),
  WalletReceive: loadOnce(() => import('../wallet/WalletReceiveView.js')),
  Transactions: loadOnce(() => import('../wallet/TransactionsView.js')),
  Swap: loadOnce(() => import('../swap/SwapView.js')),
  Onramp: loadOnce(() => import('../onramp/OnrampView.js')),
  Pay: loadOnce(() => import('../pay/PayView.js')),
  RegisterAccountName: loadOnce(() => import('../names/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: loadOnce(() => import('../names/RegisterAccountNameSuccessView.js')),
  EmbeddedWalletFrame: embeddedFrameView,
  ConnectingSocial: socialLoginChunk,
  // In social login's chunk, which the Connect view's Farcaster button has already loaded.
  ConnectingFarcaster: loadOnce(() =>
    socialLoginChunk.get().then((module) => ({ default: module.ConnectingFarcasterView })),
  ),
  SmartSessions: loadOnce(() => import('../smartSessions/SmartSessionsView.js')),
}

/** The chunk loader of `view`, if this build renders it. */
export function featureViewChunk(view: string): LoadOnce<ViewModule> | undefined {
  return chunks[view as FeatureView]
}
