import { expect, test, vi } from 'vitest'
import { openSocialPopup, socialPopupSize } from './openSocialPopup.js'

function fakeWindow(place: { screenX: number; screenY: number; outerWidth: number; outerHeight: number }) {
  const popup = { closed: false, location: { href: '' }, close: vi.fn() }
  return { ...place, popup, open: vi.fn(() => popup) }
}

test('opens an empty, named 600x800 popup centred on the page’s window', () => {
  const page = fakeWindow({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })
  expect(openSocialPopup(page)).toBe(page.popup)
  expect(socialPopupSize).toEqual({ width: 600, height: 800 })
  // 100 + (1400 - 600) / 2 = 500; 50 + (1000 - 800) / 2 = 150.
  expect(page.open).toHaveBeenCalledWith('', 'latchkit-social', 'popup,width=600,height=800,left=500,top=150')
})

test('centres on a window smaller than the popup, on a screen left of the main one, in whole pixels', () => {
  const page = fakeWindow({ screenX: -1920, screenY: 0, outerWidth: 501, outerHeight: 700 })
  openSocialPopup(page)
  expect(page.open).toHaveBeenCalledWith(
    '',
    'latchkit-social',
    'popup,width=600,height=800,left=-1969,top=-50',
  )
})

test('answers null when the browser blocks the popup', () => {
  const page = {
    ...fakeWindow({ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 }),
    open: () => null,
  }
  expect(openSocialPopup(page)).toBeNull()
})
