/**
 * The English texts of social login (src/modal/views/social, connect/SocialSection). `{provider}`
 * is the provider's brand name (Google, GitHub, ...), never translated.
 */
export const socialStrings = {
  continueWithProvider: 'Continue with {provider}',
  logInWithProvider: 'Log in with {provider}',
  continueInPopup: 'Continue in the window that opened',
} as const
