import { expect, test } from 'vitest'
import { ViewNotAvailableError } from '../../errors/router.js'
import { createTestKit } from '../../kit/testKit.js'

test('going back pops the view history', () => {
  const { kit } = createTestKit()
  kit.open()
  kit.navigate('AllWallets')
  kit.navigate('ConnectingExternal', { connectorId: 'io.metamask' })
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
  kit.navigate('AllWallets')
  expect(kit.getState().modal.history).toEqual(['AllWallets'])
})

test('replacing a view does not duplicate the same view at the top', () => {
  const { kit } = createTestKit()
  kit.open()
  kit.navigate('AllWallets')
  kit._internal.router.replace('AllWallets')
  expect(kit.getState().modal.history).toEqual(['Connect', 'AllWallets'])
  kit._internal.router.replace('ConnectingExternal')
  expect(kit.getState().modal.history).toEqual(['Connect', 'ConnectingExternal'])
  // Replacing with the view just below collapses onto it instead of stacking it twice.
  kit._internal.router.replace('Connect')
  expect(kit.getState().modal.history).toEqual(['Connect'])
})

test('navigating with replace swaps the current view, or for the current view changes its data', () => {
  const { kit } = createTestKit()
  kit.open()
  kit.navigate('AllWallets')
  kit.navigate('ConnectingExternal', { connectorId: 'io.metamask' }, { replace: true })
  expect(kit.getState().modal).toMatchObject({
    view: 'ConnectingExternal',
    history: ['Connect', 'ConnectingExternal'],
    data: { connectorId: 'io.metamask' },
  })
  kit.navigate('ConnectingExternal', { connectorId: 'com.coinbase.wallet' }, { replace: true })
  expect(kit.getState().modal.history).toEqual(['Connect', 'ConnectingExternal'])
  expect(kit.getState().modal.data).toEqual({ connectorId: 'com.coinbase.wallet' })
  // Back skips what was replaced.
  kit.goBack()
  expect(kit.getState().modal.view).toBe('Connect')
})

test('feature views are refused unless a feature that renders them is installed and on', () => {
  const { kit } = createTestKit({
    featureModules: [{ id: 'email', flag: 'email', views: ['EmailLogin'], load: async () => ({}) }],
    features: { email: false },
  })
  expect(() => kit.open({ view: 'EmailLogin' })).toThrowError(ViewNotAvailableError)
  expect(() => kit.navigate('Swap')).toThrowError(ViewNotAvailableError)
  expect(kit.getState().modal.isOpen).toBe(false)
  expect(kit.isViewAvailable('EmailLogin')).toBe(false)

  const { kit: withEmail } = createTestKit({
    featureModules: [{ id: 'email', flag: 'email', views: ['EmailLogin'], load: async () => ({}) }],
  })
  withEmail.open({ view: 'EmailLogin' })
  expect(withEmail.getState().modal).toMatchObject({ isOpen: true, view: 'EmailLogin' })
  expect(() => withEmail.navigate('Swap')).toThrowError('View "Swap" is not available')
})

test('ProfileWallets is reachable only while multi-wallet is on', () => {
  const { kit } = createTestKit()
  kit.open()
  expect(() => kit.navigate('ProfileWallets')).toThrowError(ViewNotAvailableError)
  const { kit: multi } = createTestKit({ features: { multiWallet: true } })
  multi.open()
  multi.navigate('ProfileWallets')
  expect(multi.getState().modal.view).toBe('ProfileWallets')
})
