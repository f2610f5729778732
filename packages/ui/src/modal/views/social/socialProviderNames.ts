import type { LoginProvider } from '@latchkit/core'

/** Each login provider's brand name (Farcaster's too), as the provider writes it: brand names are never translated. */
export const socialProviderNames: Record<LoginProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
