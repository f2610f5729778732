import { describe, expect, test } from 'vitest'
import { socialProviders } from '../../contracts/walletRegistry.js'
import { socialProvidersShown } from './socialProvidersShown.js'

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
}

const telegram = (userAgent: string, maxTouchPoints = 0) => ({
  Telegram: { WebApp: {} },
  navigator: { userAgent, maxTouchPoints },
})

describe('the social providers the Connect view offers', () => {
  test('outside Telegram, every configured provider, in its order', () => {
    expect(socialProvidersShown(socialProviders, { navigator: { userAgent: agents.iphone } })).toEqual([
      ...socialProviders,
    ])
    expect(socialProvidersShown(['discord', 'google'], { navigator: { userAgent: agents.android } })).toEqual(
      ['discord', 'google'],
    )
  })

  test('in Telegram on iOS, google is dropped (an iPad reporting a Mac counts as iOS)', () => {
    expect(socialProvidersShown(socialProviders, telegram(agents.iphone))).toEqual([
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    expect(socialProvidersShown(socialProviders, telegram(agents.mac, 5))).not.toContain('google')
  })

  test('in Telegram on a Mac, x is dropped', () => {
    expect(socialProvidersShown(socialProviders, telegram(agents.mac))).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'discord',
    ])
  })

  test('in Telegram on Android, facebook and x are dropped', () => {
    expect(socialProvidersShown(socialProviders, telegram(agents.android))).toEqual([
      'google',
      'github',
      'apple',
      'discord',
    ])
  })

  test('in Telegram elsewhere (its desktop app on Windows), nothing is dropped', () => {
    expect(socialProvidersShown(socialProviders, telegram(agents.windows))).toEqual([...socialProviders])
  })
})
