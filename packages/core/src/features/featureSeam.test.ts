import { describe, expect, test, vi } from 'vitest'
import { DuplicateFeatureError, FeatureNotInstalledError } from '../errors/router.js'
import { createTestKit } from '../kit/testKit.js'
import type { FeatureContext, FeatureModule } from './featureModule.js'

/** A feature whose controller arrives when the test says so. */
function deferredFeature(overrides: Partial<FeatureModule> = {}) {
  let resolve: (value: { name: string }) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const load = vi.fn(
    (_context: FeatureContext) =>
      new Promise<{ name: string }>((ok, fail) => {
        resolve = ok
        reject = fail
      }),
  )
  const feature: FeatureModule = { id: 'swaps', flag: 'swaps', views: ['Swap'], load, ...overrides }
  return {
    feature,
    load,
    resolve: (value: { name: string }) => resolve(value),
    reject: (e: unknown) => reject(e),
  }
}

/** The wallet's own flows every kit installs unless the site turns them off. */
const walletFlows = {
  send: { status: 'idle', views: ['WalletSend', 'WalletSendPreview'], error: undefined },
  receive: { status: 'idle', views: ['WalletReceive'], error: undefined },
  activity: { status: 'idle', views: ['Transactions'], error: undefined },
}
/** Options that leave out the wallet's own flows, for tests of the seam alone. */
const withoutWalletFlows = { send: false, receive: false, activity: false } as const

describe('getState().features', () => {
  test('reports the flows no installed feature provides as off, whatever the configuration says', () => {
    const { kit } = createTestKit({ features: { email: true, swaps: ['1inch'], activity: true } })
    expect(kit.getState().features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
    })
    // Activity is the kit's own flow: on while its flag is.
    expect(kit.getState().features.activity).toBe(true)
    expect(kit.getState().featureModules).toEqual(walletFlows)
  })

  test("the wallet's own flows are off as the site asks: send and receive by option, activity by its flag", () => {
    const { kit } = createTestKit({ features: withoutWalletFlows })
    expect(kit.getState().featureModules).toEqual({})
    expect(kit.getState().features.activity).toBe(false)
    expect(kit.isViewAvailable('WalletSend')).toBe(false)
    expect(kit.isViewAvailable('WalletReceive')).toBe(false)
    expect(kit.isViewAvailable('Transactions')).toBe(false)
  })

  test('reports an installed feature as on with its flag, and lists it in featureModules', () => {
    const { feature } = deferredFeature()
    const { kit } = createTestKit({ featureModules: [feature], features: withoutWalletFlows })
    expect(kit.getState().features.swaps).toEqual(['1inch'])
    expect(kit.getState().featureModules).toEqual({
      swaps: { status: 'idle', views: ['Swap'], error: undefined },
    })
  })

  test('an installed feature whose flag is off is absent, and its views unreachable', () => {
    const { feature } = deferredFeature()
    const { kit } = createTestKit({
      featureModules: [feature],
      features: { ...withoutWalletFlows, swaps: false },
    })
    expect(kit.getState().features.swaps).toBe(false)
    expect(kit.getState().featureModules).toEqual({})
    expect(kit.isViewAvailable('Swap')).toBe(false)
  })

  test('a feature that attaches is handed the kit at creation, with nothing downloaded', () => {
    const attached: unknown[] = []
    const { feature, load } = deferredFeature({ attach: ({ kit }) => attached.push(kit) })
    const { kit } = createTestKit({ featureModules: [feature] })
    expect(attached).toEqual([kit])
    expect(load).not.toHaveBeenCalled()
  })

  test('a feature whose attach throws is reported and the kit still works', () => {
    const { feature } = deferredFeature({
      attach: () => {
        throw new TypeError('broken feature')
      },
    })
    const { kit } = createTestKit({ featureModules: [feature] })
    expect(kit.isViewAvailable('Swap')).toBe(true)
  })

  test('sign in with X is a feature exactly when `siwx` is set', () => {
    expect(createTestKit().kit.getState().featureModules).toEqual(walletFlows)
    expect(createTestKit().kit.isViewAvailable('SIWXSignMessage')).toBe(false)
    const { kit } = createTestKit({
      siwx: {
        getRequired: () => false,
        getSessions: async () => [],
        createMessage: vi.fn(),
        addSession: vi.fn(),
      },
    })
    expect(kit.getState().featureModules.siwx).toMatchObject({ status: 'idle', views: ['SIWXSignMessage'] })
    expect(kit.isViewAvailable('SIWXSignMessage')).toBe(true)
  })
})

describe('navigating to a feature view', () => {
  test('shows the view at once and loads the controller once, reporting loading then ready', async () => {
    const { feature, load, resolve } = deferredFeature()
    const { kit } = createTestKit({ featureModules: [feature] })
    expect(load).not.toHaveBeenCalled()
    kit.open()
    kit.navigate('Swap')
    expect(kit.getState().modal.view).toBe('Swap')
    expect(kit.getState().featureModules.swaps?.status).toBe('loading')
    kit.goBack()
    kit.navigate('Swap')
    resolve({ name: 'swap controller' })
    await expect(kit.loadFeature('swaps')).resolves.toEqual({ name: 'swap controller' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(load.mock.calls[0]?.[0]).toEqual({ kit })
    expect(kit.getState().featureModules.swaps?.status).toBe('ready')
  })

  test('a failed load reports failed, stays on the view, and a retry loads again', async () => {
    const { feature, load, reject, resolve } = deferredFeature()
    const { kit, errors } = createTestKit({ featureModules: [feature] })
    kit.open()
    kit.navigate('Swap')
    reject(new TypeError('Failed to fetch dynamically imported module'))
    await vi.waitFor(() => expect(kit.getState().featureModules.swaps?.status).toBe('failed'))
    expect(kit.getState().featureModules.swaps?.error).toContain('Failed to fetch')
    expect(kit.getState().modal.view).toBe('Swap')
    expect(errors.join('\n')).toContain('The swaps feature could not be loaded')
    const retry = kit.loadFeature('swaps')
    expect(kit.getState().featureModules.swaps?.status).toBe('loading')
    expect(load).toHaveBeenCalledTimes(2)
    resolve({ name: 'swap controller' })
    await expect(retry).resolves.toEqual({ name: 'swap controller' })
    expect(kit.getState().featureModules.swaps).toMatchObject({ status: 'ready', error: undefined })
  })

  test('a controller is loaded for a feature only, never for a core view', () => {
    const { feature, load } = deferredFeature()
    const { kit } = createTestKit({ featureModules: [feature] })
    kit.open()
    kit.navigate('AllWallets')
    kit.navigate('Networks')
    expect(load).not.toHaveBeenCalled()
  })
})

describe('installing features', () => {
  test('two features with one id, or one view, are refused', () => {
    const first = deferredFeature().feature
    expect(() => createTestKit({ featureModules: [first, { ...first }] })).toThrowError(DuplicateFeatureError)
    expect(() =>
      createTestKit({ featureModules: [first, { ...first, id: 'other', flag: undefined }] }),
    ).toThrowError('Feature view "Swap" is installed twice')
  })

  test('asking for a feature not installed rejects with a typed error', async () => {
    const { kit } = createTestKit()
    await expect(kit.loadFeature('swaps')).rejects.toBeInstanceOf(FeatureNotInstalledError)
  })
})
