/**
 * Stands in for `@walletconnect/universal-provider` in the docs' build (see config.ts): the theme
 * preview's kit has no project id, so WalletConnect is never offered and this never runs.
 * Bundling the real client cost the build about a fifth of its time for code no reader loads.
 */
export const UniversalProvider = {
  init(): never {
    throw new Error('The docs preview has no project id, so it cannot use WalletConnect')
  },
}
