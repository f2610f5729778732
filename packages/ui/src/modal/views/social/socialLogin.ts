// Social login's one lazy chunk: the Connect view's provider buttons (Farcaster's among them), the
// ConnectingSocial view and the ConnectingFarcaster view share the logos, the styles and the
// attempts, so they travel together (two chunks would make a third for what they share, one more
// file every page's first download names).
/** @public (read from the lazy import by the Connect view) */
export { SocialSection } from '../connect/SocialSection.js'
/** @public (read from the lazy import by featureViewChunks.ts) */
export { default as ConnectingFarcasterView } from './ConnectingFarcasterView.js'
export { default } from './ConnectingSocialView.js'
