import { BaseError } from '@latchkit/core'
import { expect, test } from 'vitest'
import { ViewNeedsKitError } from '../errors/navigation.js'
import type { ModalNavigation } from './modalNavigator.js'
import { createStandaloneNavigator } from './standaloneNavigator.js'

function setup({ isCloseBlocked = () => false }: { isCloseBlocked?: () => boolean } = {}) {
  const navigator = createStandaloneNavigator({ isCloseBlocked })
  const changes: [ModalNavigation, ModalNavigation][] = []
  const stop = navigator.subscribe((navigation, previous) => changes.push([navigation, previous]))
  return { navigator, changes, stop }
}

test('starts closed on Connect', () => {
  const { navigator } = setup()
  expect(navigator.getState()).toEqual({ isOpen: false, history: ['Connect'] })
})

test('open starts a new history at the view, Connect by default', () => {
  const { navigator } = setup()
  navigator.open('ConnectingWalletConnect')
  expect(navigator.getState()).toEqual({ isOpen: true, history: ['ConnectingWalletConnect'] })
  navigator.navigate('Connect')
  navigator.open()
  expect(navigator.getState()).toEqual({ isOpen: true, history: ['Connect'] })
})

test('navigate pushes a view; pushing the current one again does nothing', () => {
  const { navigator, changes } = setup()
  navigator.open()
  navigator.navigate('ConnectingWalletConnect')
  navigator.navigate('ConnectingWalletConnect')
  expect(navigator.getState().history).toEqual(['Connect', 'ConnectingWalletConnect'])
  expect(changes).toHaveLength(2)
})

test('goBack pops a view, and closes from the only one (keeping it for the next render)', () => {
  const { navigator } = setup()
  navigator.open()
  navigator.navigate('ConnectingWalletConnect')
  navigator.goBack()
  expect(navigator.getState()).toEqual({ isOpen: true, history: ['Connect'] })
  navigator.goBack()
  expect(navigator.getState()).toEqual({ isOpen: false, history: ['Connect'] })
})

test('close is refused while closing is blocked, and does nothing when closed', () => {
  let isBlocked = true
  const { navigator, changes } = setup({ isCloseBlocked: () => isBlocked })
  navigator.close()
  expect(changes).toEqual([])
  navigator.open()
  navigator.close()
  navigator.goBack()
  expect(navigator.getState().isOpen).toBe(true)
  isBlocked = false
  navigator.close()
  expect(navigator.getState().isOpen).toBe(false)
})

test('listeners get the new and the previous state; unsubscribing stops them', () => {
  const { navigator, changes, stop } = setup()
  navigator.open()
  expect(changes).toEqual([
    [
      { isOpen: true, history: ['Connect'] },
      { isOpen: false, history: ['Connect'] },
    ],
  ])
  stop()
  navigator.close()
  expect(changes).toHaveLength(1)
})

test('views that need a kit are refused with ViewNeedsKitError, changing nothing', () => {
  const { navigator, changes } = setup()
  expect(() => navigator.open('Account')).toThrow(ViewNeedsKitError)
  navigator.open()
  let error: unknown
  try {
    navigator.navigate('Networks')
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(BaseError)
  expect((error as ViewNeedsKitError).view).toBe('Networks')
  expect((error as Error).message).toMatchInlineSnapshot(`
    "View "Networks" needs a kit bound to the modal

    Without a kit, <latch-modal> shows Connect and ConnectingWalletConnect only. Create the modal with \`createLatchKit\` from @latchkit/ui (or call \`modal.connectKit(kit)\`) for the others."
  `)
  expect(navigator.getState()).toEqual({ isOpen: true, history: ['Connect'] })
  expect(changes).toHaveLength(1)
})
