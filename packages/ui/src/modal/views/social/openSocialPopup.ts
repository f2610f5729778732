import type { SocialPopup } from '@latchkit/core'

/** The social login popup's size (spec section 9's constant). */
export const socialPopupSize = { width: 600, height: 800 } as const

/** The window's side `openSocialPopup` uses: where it is on the screen, and `open`. */
export type PopupOpener = {
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
  open(url: string, target: string, features: string): SocialPopup | null
}

/**
 * Opens the empty 600x800 popup the social login's controller sends to the provider, centred on
 * the page's window. Call it in the visitor's click, before anything is awaited: a browser blocks
 * a window a page opens later. The name lets a second login reuse a popup still open.
 * @returns the popup, or `null` when the browser blocked it.
 */
export function openSocialPopup(page: PopupOpener): SocialPopup | null {
  const { width, height } = socialPopupSize
  const left = Math.round(page.screenX + (page.outerWidth - width) / 2)
  const top = Math.round(page.screenY + (page.outerHeight - height) / 2)
  return page.open('', 'latchkit-social', `popup,width=${width},height=${height},left=${left},top=${top}`)
}
