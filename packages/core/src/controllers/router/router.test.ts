import { expect, test } from 'vitest'
import { ViewNotRegisteredError } from '../../errors/router.js'
import { createTestKit } from '../../kit/testKit.js'

test('going back pops the view history', () => {
  const { kit } = createTestKit()
  kit.open()
  kit._internal.router.push('AllWallets')
  kit._internal.router.push('ConnectingExternal', { connectorId: 'io.metamask' })
  kit.goBack()
  expect(kit.getState().modal).toMatchObject({
    isOpen: true,
    view: 'AllWallets',
    history: ['Connect', 'AllWallets'],
  })
})

test('going back with one entry left closes the modal', async () => {
  const { kit } = createTestKit()
  kit.open()
  kit.goBack()
  await Promise.resolve()
  expect(kit.getState().modal.isOpen).toBe(false)
})

test('pushing the current view again does not stack it', () => {
  const { kit } = createTestKit()
  kit.open({ view: 'AllWallets' })
  kit._internal.router.push('AllWallets')
  expect(kit.getState().modal.history).toEqual(['AllWallets'])
})

test('replacing a view does not duplicate the same view at the top', () => {
  const { kit } = createTestKit()
  kit.open()
  kit._internal.router.push('AllWallets')
  kit._internal.router.replace('AllWallets')
  expect(kit.getState().modal.history).toEqual(['Connect', 'AllWallets'])
  kit._internal.router.replace('ConnectingExternal')
  expect(kit.getState().modal.history).toEqual(['Connect', 'ConnectingExternal'])
  // Replacing with the view just below collapses onto it instead of stacking it twice.
  kit._internal.router.replace('Connect')
  expect(kit.getState().modal.history).toEqual(['Connect'])
})

test('feature views are refused until their feature registers them', () => {
  const { kit } = createTestKit()
  expect(() => kit.open({ view: 'EmailLogin' })).toThrowError(ViewNotRegisteredError)
  expect(() => kit._internal.router.push('Swap')).toThrowError(ViewNotRegisteredError)
  expect(kit.getState().modal.isOpen).toBe(false)
  kit.registerViews(['EmailLogin'])
  kit.open({ view: 'EmailLogin' })
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'EmailLogin' })
  expect(() => kit._internal.router.push('Swap')).toThrowError('View "Swap" is not available')
})
