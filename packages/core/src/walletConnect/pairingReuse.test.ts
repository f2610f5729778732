import { describe, expect, it } from 'vitest'
import { pairingExpiry } from './pairingExpiry.js'
import { isIosSafari, isTelegram, reusesPendingPairing } from './pairingReuse.js'

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
}

describe('pending pairing reuse (spec section 4)', () => {
  it('happens in Safari on iPhone and iPad, not in Chrome for iOS, Android or a Mac', () => {
    expect(isIosSafari({ navigator: { userAgent: agents.iphoneSafari } })).toBe(true)
    expect(isIosSafari({ navigator: { userAgent: agents.ipadSafari, maxTouchPoints: 5 } })).toBe(true)
    expect(isIosSafari({ navigator: { userAgent: agents.ipadSafari, maxTouchPoints: 0 } })).toBe(false)
    expect(isIosSafari({ navigator: { userAgent: agents.iphoneChrome } })).toBe(false)
    expect(isIosSafari({ navigator: { userAgent: agents.androidChrome } })).toBe(false)
  })

  it("happens in Telegram's in-app browser", () => {
    expect(isTelegram({ TelegramWebviewProxy: {} })).toBe(true)
    expect(
      reusesPendingPairing({ Telegram: { WebApp: {} }, navigator: { userAgent: agents.androidChrome } }),
    ).toBe(true)
    expect(reusesPendingPairing({ navigator: { userAgent: agents.androidChrome } })).toBe(false)
  })

  it('reads the expiry of a pairing URI in milliseconds', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300'
    expect(pairingExpiry(uri)).toBe(1_700_000_300_000)
    expect(pairingExpiry('wc:7f6e@2?relay-protocol=irn&symKey=587d')).toBeUndefined()
  })
})
