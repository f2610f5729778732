import type { SocialProvider } from '../../contracts/walletRegistry.js'
import { isTelegram } from '../../walletConnect/pairingReuse.js'

type PageGlobals = Parameters<typeof isTelegram>[0] & {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
}

/** The providers Telegram's in-app browser cannot log in with, by platform (spec section 4). */
const droppedOnTelegram: Record<'ios' | 'mac' | 'android', readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/**
 * The social providers the Connect view offers on this page: the configured ones, less those
 * Telegram's in-app browser cannot log in with (iOS drops google, Mac drops x, Android drops
 * facebook and x).
 */
export function socialProvidersShown(
  providers: readonly SocialProvider[],
  page: PageGlobals = globalThis as PageGlobals,
): SocialProvider[] {
  if (!isTelegram(page)) return [...providers]
  const platform = telegramPlatform(page)
  const dropped = platform ? droppedOnTelegram[platform] : []
  return providers.filter((provider) => !dropped.includes(provider))
}

function telegramPlatform(page: PageGlobals): 'ios' | 'mac' | 'android' | undefined {
  const agent = page.navigator?.userAgent ?? ''
  const touch = (page.navigator?.maxTouchPoints ?? 0) > 1
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios'
  // iPadOS reports a Mac; only its touch screen tells it apart.
  if (/Macintosh/.test(agent)) return touch ? 'ios' : 'mac'
  if (/Android/.test(agent)) return 'android'
  return undefined
}
