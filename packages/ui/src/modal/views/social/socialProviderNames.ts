import type { SocialProvider } from '@latchkit/core'

/** Each provider's brand name, as the provider writes it: brand names are never translated. */
export const socialProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
