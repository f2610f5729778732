import type { LatchKit, SocialLoginController } from '@latchkit/core'
import { expect, test, vi } from 'vitest'
import { socialAttempt } from './socialAttempt.js'
import { startSocialLogin } from './startSocialLogin.js'

function fakePopup() {
  const popup = {
    closed: false,
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true
    }),
  }
  return popup
}

/** A page whose `open` records when it was called, next to the kit's calls. */
function setUp(options: { telegram?: boolean; loadFails?: boolean } = {}) {
  const calls: string[] = []
  const popup = fakePopup()
  const page = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 1000,
    open: vi.fn(() => {
      calls.push('open popup')
      return popup
    }),
    ...(options.telegram ? { Telegram: {} } : {}),
  }
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve() {}, reject() {} }
  const controller: SocialLoginController = {
    connectSocial: vi.fn(() => {
      calls.push('connectSocial')
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      })
    }),
  }
  const kit = {
    navigate: vi.fn(() => void calls.push('navigate')),
    loadFeature: vi.fn(async () => {
      calls.push('loadFeature')
      if (options.loadFails) throw new Error('chunk failed')
      return controller
    }),
  } as unknown as LatchKit
  return { kit, page, popup, controller, calls, settle: () => settle }
}

test('opens the popup inside the click, before anything is awaited, then shows ConnectingSocial and logs in', async () => {
  const { kit, page, popup, controller, calls, settle } = setUp()
  const done = startSocialLogin(kit, 'github', page)
  // Nothing has been awaited yet: the popup is open and the view shown.
  expect(calls).toEqual(['open popup', 'navigate', 'loadFeature'])
  expect(kit.navigate).toHaveBeenCalledWith('ConnectingSocial', { socialProvider: 'github' })
  expect(socialAttempt(kit).get()).toEqual({ provider: 'github', status: 'waiting' })
  await vi.waitFor(() => expect(controller.connectSocial).toHaveBeenCalledWith({ provider: 'github', popup }))
  settle().resolve()
  await done
  expect(socialAttempt(kit).get()).toBeUndefined()
  expect(popup.close).not.toHaveBeenCalled()
})

test('on Telegram no popup opens: the controller gets null and takes the whole page to the provider', async () => {
  const { kit, page, controller, settle } = setUp({ telegram: true })
  const done = startSocialLogin(kit, 'discord', page)
  expect(page.open).not.toHaveBeenCalled()
  await vi.waitFor(() =>
    expect(controller.connectSocial).toHaveBeenCalledWith({ provider: 'discord', popup: null }),
  )
  settle().resolve()
  await done
})

test('a failure closes the popup and is kept for the view', async () => {
  const { kit, page, popup, controller, settle } = setUp()
  const done = startSocialLogin(kit, 'google', page)
  await vi.waitFor(() => expect(controller.connectSocial).toHaveBeenCalled())
  const rejected = Object.assign(new Error('Connection rejected'), { code: 'CONNECTION_REJECTED' })
  settle().reject(rejected)
  await done
  expect(popup.close).toHaveBeenCalledOnce()
  expect(socialAttempt(kit).get()).toEqual({ provider: 'google', status: 'failed', error: rejected })
})

test('a popup the visitor closed is not closed again', async () => {
  const { kit, page, popup, controller, settle } = setUp()
  const done = startSocialLogin(kit, 'google', page)
  await vi.waitFor(() => expect(controller.connectSocial).toHaveBeenCalled())
  popup.closed = true
  settle().reject(Object.assign(new Error('Popup closed'), { code: 'POPUP_CLOSED' }))
  await done
  expect(popup.close).not.toHaveBeenCalled()
  expect(socialAttempt(kit).get()).toMatchObject({ status: 'failed', error: { code: 'POPUP_CLOSED' } })
})

test("the feature's code failing to download is SOCIAL_LOGIN_DEPENDENCY_FAILED, and closes the popup", async () => {
  const { kit, page, popup } = setUp({ loadFails: true })
  await startSocialLogin(kit, 'apple', page)
  expect(popup.close).toHaveBeenCalledOnce()
  expect(socialAttempt(kit).get()).toMatchObject({
    provider: 'apple',
    status: 'failed',
    error: { code: 'SOCIAL_LOGIN_DEPENDENCY_FAILED' },
  })
})

test('a second click while one login waits does nothing; after a failure it starts again', async () => {
  const { kit, page, controller, settle } = setUp()
  const first = startSocialLogin(kit, 'x', page)
  await vi.waitFor(() => expect(controller.connectSocial).toHaveBeenCalledOnce())
  await startSocialLogin(kit, 'facebook', page)
  expect(page.open).toHaveBeenCalledOnce()
  expect(kit.navigate).toHaveBeenCalledOnce()
  expect(socialAttempt(kit).get()).toEqual({ provider: 'x', status: 'waiting' })

  settle().reject(new Error('Failed to connect'))
  await first
  const again = startSocialLogin(kit, 'x', page)
  expect(page.open).toHaveBeenCalledTimes(2)
  expect(socialAttempt(kit).get()).toEqual({ provider: 'x', status: 'waiting' })
  await vi.waitFor(() => expect(controller.connectSocial).toHaveBeenCalledTimes(2))
  settle().resolve()
  await again
})
