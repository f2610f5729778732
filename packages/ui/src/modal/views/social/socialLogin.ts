// Social login's one lazy chunk: the Connect view's provider buttons and the ConnectingSocial view
// share the logos, the styles and the login's start, so they travel together (two chunks would
// make a third for what they share, one more file every page's first download names).
/** @public (read from the lazy import by the Connect view) */
export { SocialSection } from '../connect/SocialSection.js'
export { default } from './ConnectingSocialView.js'
