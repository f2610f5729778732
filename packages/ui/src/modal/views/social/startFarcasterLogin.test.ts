import type { FarcasterLoginController, LatchKit } from '@latchkit/core'
import { expect, test, vi } from 'vitest'
import { farcasterAttempt } from './farcasterAttempt.js'
import { startFarcasterLogin } from './startFarcasterLogin.js'

/** A kit whose Farcaster controller waits until the test settles it; `view` is the modal's view. */
function setUp(options: { loadFails?: boolean; view?: string } = {}) {
  let settle: { resolve: () => void; reject: (error: unknown) => void } = { resolve() {}, reject() {} }
  const controller: FarcasterLoginController = {
    connectFarcaster: vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject }
        }),
    ),
  }
  const kit = {
    getState: () => ({ modal: { view: options.view ?? 'Connect' } }),
    navigate: vi.fn(),
    loadFeature: vi.fn(async () => {
      if (options.loadFails) throw new Error('chunk failed')
      return controller
    }),
  } as unknown as LatchKit
  return { kit, controller, settle: () => settle }
}

test('shows ConnectingFarcaster at once, then asks the farcaster feature to log in', async () => {
  const { kit, controller, settle } = setUp()
  const done = startFarcasterLogin(kit)
  // Nothing awaited yet: the view is shown and the attempt waits.
  expect(kit.navigate).toHaveBeenCalledWith('ConnectingFarcaster', undefined, undefined)
  expect(farcasterAttempt(kit).get()).toEqual({ status: 'waiting' })
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalledOnce())
  expect(kit.loadFeature).toHaveBeenCalledWith('farcaster')
  settle().resolve()
  await done
  expect(farcasterAttempt(kit).get()).toBeUndefined()
})

test("a failure is kept for the view with the controller's code", async () => {
  const { kit, controller, settle } = setUp()
  const done = startFarcasterLogin(kit)
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalled())
  const failure = Object.assign(new Error('Failed to connect to farcaster'), {
    code: 'FARCASTER_CONNECT_FAILED',
  })
  settle().reject(failure)
  await done
  expect(farcasterAttempt(kit).get()).toEqual({ status: 'failed', error: failure })
})

test('a login the visitor left (REQUEST_ABORTED) is forgotten, not shown as a failure', async () => {
  const { kit, controller, settle } = setUp()
  const done = startFarcasterLogin(kit)
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalled())
  settle().reject({ code: 'REQUEST_ABORTED' })
  await done
  expect(farcasterAttempt(kit).get()).toBeUndefined()
})

test("the feature's code failing to download is SOCIAL_LOGIN_DEPENDENCY_FAILED", async () => {
  const { kit } = setUp({ loadFails: true })
  await startFarcasterLogin(kit)
  expect(farcasterAttempt(kit).get()).toMatchObject({
    status: 'failed',
    error: { code: 'SOCIAL_LOGIN_DEPENDENCY_FAILED' },
  })
})

test('Try again on the view replaces it, dropping the failed login’s address', async () => {
  const { kit, controller, settle } = setUp({ view: 'ConnectingFarcaster' })
  const done = startFarcasterLogin(kit)
  expect(kit.navigate).toHaveBeenCalledWith('ConnectingFarcaster', undefined, { replace: true })
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalled())
  settle().resolve()
  await done
})

test('a second click while one login waits does nothing; after a failure it starts again', async () => {
  const { kit, controller, settle } = setUp()
  const first = startFarcasterLogin(kit)
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalledOnce())
  await startFarcasterLogin(kit)
  expect(kit.navigate).toHaveBeenCalledOnce()
  expect(controller.connectFarcaster).toHaveBeenCalledOnce()

  settle().reject(new Error('Failed to connect'))
  await first
  expect(farcasterAttempt(kit).get()).toMatchObject({ status: 'failed' })
  const again = startFarcasterLogin(kit)
  expect(farcasterAttempt(kit).get()).toEqual({ status: 'waiting' })
  await vi.waitFor(() => expect(controller.connectFarcaster).toHaveBeenCalledTimes(2))
  settle().resolve()
  await again
})
