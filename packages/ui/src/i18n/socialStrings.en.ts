/**
 * The English texts of social and Farcaster login (src/modal/views/social, connect/SocialSection).
 * `{provider}` is the provider's brand name (Google, GitHub, Farcaster, ...), never translated.
 */
export const socialStrings = {
  continueWithProvider: 'Continue with {provider}',
  logInWithProvider: 'Log in with {provider}',
  continueInPopup: 'Continue in the window that opened',
  // ConnectingFarcaster, under its QR code: the phone's camera opens the Farcaster app, and the
  // link beneath opens it on this device.
  farcasterScanHint: 'Scan with your phone’s camera, or open the link in Farcaster',
} as const
