import { readdirSync } from 'node:fs'
import type { VariantBuild } from '../build/buildVariant.js'
import { noBytes, type Sizes, sumSizes } from '../measure/sizes.js'

/** A feature of the modal and the byte budget of its first opening. */
export type FeatureBudget = {
  feature: string
  /** The names of the lazy chunks the feature's first opening imports (its controller, its views). */
  chunks: readonly string[]
  /** Gzip KiB its first opening may download, beyond what the open modal has already loaded. */
  budgetKiB: number
  /**
   * The bench variant whose build it is measured on: the page that installs it.
   * @default 'latchkit' (see `featureBudgetVariant`)
   */
  variant?: string | undefined
}

/**
 * The modal's languages besides English, as `@latchkit/ui` names their chunks: one per catalogue
 * file, read from ui's folder so a language added there gets its budget here.
 */
const modalLanguages = readdirSync(new URL('../../../packages/ui/src/i18n/locales/', import.meta.url))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length))

/**
 * Every feature module with its budget: a feature issue adds its line here and holds it. Sign in
 * with X is the first: core's sign-in flow with its errors and ui's SIWXSignMessage view (3.1 KiB gz
 * measured on 2026-11-26, after the sign-in errors left the initial JavaScript for this chunk).
 */
export const featureBudgets: readonly FeatureBudget[] = [
  { feature: 'Sign in with X', chunks: ['signInFlow', 'SiwxSignMessageView'], budgetKiB: 3.5 },
  // The embedded wallet's email login, on the page that installs it (the `latchkit-email` variant):
  // the feature's controller, the providers' runtime (the frame's host and client, the EIP-1193
  // provider) and ui's EmailLogin view (its device-approval step is a chunk of its own). 6.3 KiB gz
  // on 2026-11-26 once the Solana session (with @scure/base) became a chunk of its own that an
  // EVM-only page never loads; 6.8 KiB on 2026-11-27 with device approval.
  {
    feature: 'Email login',
    chunks: ['emailLoginController', 'embeddedRuntime', 'EmailLoginView'],
    // 7.2 KiB measured with the failures read in the visitor's language (the frame's codes and
    // values, checked on arrival, and the views' shared failureText): 6.8 before. 8.1 KiB in
    // session 24: the login's last steps shared with social and Farcaster login (embeddedLogin),
    // and the transaction filling shared with EIP-5792's batches, each now a chunk of its own.
    // 8.5 KiB in session 25 with smart accounts: the provider asks the frame for the operator's
    // smart-account networks at each login and follows the visitor's account type (what a smart
    // account does is a chunk of its own, downloaded only where the operator offers them).
    budgetKiB: 9,
    variant: 'latchkit-email',
  },
  // The wallet's own flows (issue 20) on the LatchKit page: each opening's chunks beyond the open
  // modal (the send and activity controllers come through the one wiring module, loadWalletFeature).
  // Measured on 2026-11-27: send 5.0, its preview 2.0, receive 4.6 (the QR code's 3 KiB included),
  // activity 4.3, the Account view's tabs 3.8 KiB gz. Send 5.7 KiB once it took site presets,
  // reported its result and recorded the pending transaction for Activity (session 18). Activity
  // 5.0 KiB once its list showed pending entries and swaps (session 18).
  { feature: 'Send', chunks: ['loadWalletFeature', 'sendController', 'WalletSendView'], budgetKiB: 6 },
  { feature: 'Send preview', chunks: ['WalletSendPreviewView'], budgetKiB: 2.5 },
  // Swaps (issue 21), on the page that installs them: the wiring, the controller, the provider
  // API's swap provider and the Swap view; 7.1 KiB gz measured on 2026-11-27 (session 18) once
  // 'Network not supported for Swaps' stopped bringing the message catalogue along.
  {
    feature: 'Swap',
    chunks: ['loadSwapFeature', 'swapController', 'apiSwapProvider', 'SwapView'],
    // 7.6 KiB measured once failures became translatable (core's toFailure and the views'
    // failureText, each a chunk shared with other flows).
    budgetKiB: 8,
    variant: 'latchkit-flows',
  },
  // Onramp (issue 21): the wiring, the controller (with its amount and URL checks) and the
  // Onramp view, on the first Buy crypto (5.5 KiB gz on 2026-11-27).
  {
    feature: 'Onramp',
    chunks: ['loadOnrampFeature', 'onrampController', 'OnrampView'],
    budgetKiB: 6.5,
    variant: 'latchkit-flows',
  },
  // Account names (issue 21): the wiring with the controller and the name rules (one chunk), and the
  // RegisterAccountName view, on the first Choose a name (5.1 KiB gz on 2026-11-27).
  {
    feature: 'Account names',
    chunks: ['loadNamesFeature', 'RegisterAccountNameView'],
    budgetKiB: 5.5,
    variant: 'latchkit-flows',
  },
  // Pay (issue 21): the wiring, the controller and the Pay view, on the first `kit.pay`, with the
  // wallet views' shared styles when no wallet view opened before (3.9 KiB gz on 2026-11-27, 4.4
  // before the controller stopped importing the send errors' chunk).
  {
    feature: 'Pay',
    chunks: ['loadPayFeature', 'payController', 'PayView'],
    budgetKiB: 4.5,
    variant: 'latchkit-flows',
  },
  { feature: 'Receive', chunks: ['WalletReceiveView', 'QrCode'], budgetKiB: 5 },
  {
    feature: 'Activity',
    chunks: ['loadWalletFeature', 'historyController', 'TransactionsView'],
    budgetKiB: 5.5,
  },
  { feature: 'Account tokens and activity tabs', chunks: ['AccountWalletSection'], budgetKiB: 4.5 },
  // Social login (issue 19), on the page that installs it: the feature's controller, the
  // embedded wallet's runtime, and ui's one social chunk (the Connect view's provider buttons and
  // the ConnectingSocial view, which share logos and styles).
  {
    feature: 'Social login',
    chunks: ['socialLoginController', 'embeddedRuntime', 'socialLogin'],
    // 10.5 KiB measured in session 24 (the ui chunk 3.1 with the Farcaster view it shares). 11.1
    // KiB in session 25: the runtime follows the account type and routes ERC-7715's methods to
    // their own chunk.
    budgetKiB: 11.5,
    variant: 'latchkit-email',
  },
  // Sign In With Farcaster: its controller, the runtime, and the same social chunk (the
  // ConnectingFarcaster view lives with the provider buttons it is opened from).
  {
    feature: 'Farcaster login',
    chunks: ['farcasterLoginController', 'embeddedRuntime', 'socialLogin'],
    // 10.1 KiB in session 25: the runtime's account-type following, as for email login.
    budgetKiB: 10.5,
    variant: 'latchkit-email',
  },
  // The smart account's sessions (ERC-7715; issue 19), on the page with the embedded wallet: the
  // feature's controller and ui's SmartSessions view, on the Account view's first "Smart sessions"
  // (3.3 KiB gz in session 26).
  {
    feature: 'Smart sessions',
    chunks: ['smartSessionsController', 'SmartSessionsView'],
    budgetKiB: 4,
    variant: 'latchkit-email',
  },
  // EIP-5792's batched calls from the embedded wallet (issue 19), on a site's first wallet_* call
  // of them: validation, the batch's signing and broadcast, and the status. Its own chunk is 3.0
  // KiB; counted as here, beyond the open modal only, it is 7.4 KiB (session 24), of which a
  // signed-in visitor's page already holds the shared transaction filling and errors. 8.1 KiB in
  // session 25: a smart account's batch is one user operation, with its status from the bundler;
  // 8.8 KiB with ERC-7677's paymasterService and ERC-7715's permissions capability read.
  { feature: 'Batched calls', chunks: ['walletCalls'], budgetKiB: 9, variant: 'latchkit-email' },
  // The modal's languages (issue 23): each catalogue is a chunk of its own, downloaded only for a
  // visitor who reads it (English comes with the views). 3.6 to 4.6 KiB gz on 2026-11-27 (the
  // scripts written with more bytes per letter, Thai, Hindi, Cyrillic and Persian, at the top).
  // 5.5 KiB until session 24, when social login's and Farcaster's texts took Russian to 5.5 KiB.
  ...modalLanguages.map((tag) => ({ feature: `The ${tag} texts`, chunks: [tag], budgetKiB: 6 })),
]

/** The variant a feature's budget is measured on. */
export const featureBudgetVariant = (feature: FeatureBudget): string => feature.variant ?? 'latchkit'

/** The chunks the modal has loaded once it lists wallets: the page's, the shell's and the session's. */
const openModalChunks = ['renderShell', 'kitSession']

const chunkName = (path: string) =>
  path
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '') ?? path

/** `roots` and every chunk they import statically, as URL paths. */
function withStaticImports(build: VariantBuild, roots: readonly string[]): Set<string> {
  const byPath = new Map(build.report.chunks.map((chunk) => [`/${chunk.fileName}`, chunk]))
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of byPath.get(path)?.imports ?? []) visit(`/${imported}`)
  }
  for (const root of roots) visit(root)
  return seen
}

/**
 * The build's chunks named `names`: a name matches the chunk's file name before its hash, or
 * before the hashes a package's own build and the site's add (`SiwxSignMessageView-AB12CD34-ef56gh78.js`).
 */
function chunksNamed(build: VariantBuild, names: readonly string[]): string[] {
  return [...build.jsFiles.keys()].filter((path) => names.some((name) => isNamed(path, name)))
}

const isNamed = (path: string, name: string) => {
  const file = path.split('/').pop() ?? path
  return chunkName(path) === name || file.startsWith(`${name}-`)
}

/**
 * What a feature's first opening downloads: its chunks and their static imports, less what the
 * page loaded before the first click and the open modal loaded since. `missing` lists the chunk
 * names the build lacks (a renamed file would otherwise count as free).
 */
export function featureOpeningSizes(
  build: VariantBuild,
  feature: FeatureBudget,
): { sizes: Sizes; files: string[]; missing: string[] } {
  const loaded = withStaticImports(build, [...build.initialJs, ...chunksNamed(build, openModalChunks)])
  const own = chunksNamed(build, feature.chunks)
  const missing = feature.chunks.filter((name) => !own.some((path) => isNamed(path, name)))
  const files = [...withStaticImports(build, own)].filter((path) => !loaded.has(path))
  const sizes = sumSizes(files.map((path) => build.jsFiles.get(path) ?? noBytes))
  return { sizes, files, missing }
}
