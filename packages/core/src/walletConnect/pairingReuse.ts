type PageGlobals = {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

/** Whether the page runs inside Telegram's in-app browser (its web view exposes a proxy object). */
export function isTelegram(page: PageGlobals = globalThis as PageGlobals): boolean {
  return (
    page.Telegram !== undefined ||
    page.TelegramWebviewProxy !== undefined ||
    page.TelegramWebviewProxyProto !== undefined
  )
}

/** Whether the page runs in Safari on an iPhone or iPad (not Chrome, Firefox or Edge for iOS). */
export function isIosSafari(page: PageGlobals = globalThis as PageGlobals): boolean {
  const agent = page.navigator?.userAgent ?? ''
  // iPadOS reports a Mac; only its touch screen tells it apart.
  const isIos =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && (page.navigator?.maxTouchPoints ?? 0) > 1)
  return isIos && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent)
}

/** Spec section 4: on Telegram or iOS Safari a pending, unexpired pairing is reused. */
export function reusesPendingPairing(page?: PageGlobals): boolean {
  return isTelegram(page) || isIosSafari(page)
}
