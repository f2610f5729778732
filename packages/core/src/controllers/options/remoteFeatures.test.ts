import { expect, test } from 'vitest'
import type { RemoteFeatures } from '../../contracts/walletRegistry.js'
import { createTestKit, loginFeatureStandIns } from '../../kit/testKit.js'
import { defaultRemoteFeatures, resolveRemoteFeatures } from './remoteFeatures.js'

function resolve(parameters: Omit<Parameters<typeof resolveRemoteFeatures>[0], 'logger'>) {
  const warnings: string[] = []
  const features = resolveRemoteFeatures({
    ...parameters,
    logger: { warn: (m) => void warnings.push(m), error: () => {} },
  })
  return { features, warnings }
}

test('a fetched remote configuration overrides local settings, with a warning that they were ignored', () => {
  const { features, warnings } = resolve({
    local: { email: false, swaps: false, activity: false },
    remote: { email: true, swaps: ['1inch'] },
  })
  expect(features).toMatchObject({ email: true, swaps: ['1inch'], activity: false })
  expect(warnings).toEqual([
    "Local configuration of email, swaps was ignored because the project's remote configuration was fetched; change these features in the project's settings.",
  ])
})

test('a remote configuration equal to nothing local overrides without a warning', () => {
  const { features, warnings } = resolve({ local: {}, remote: { multiWallet: true } })
  expect(features).toEqual({ ...defaultRemoteFeatures, multiWallet: true })
  expect(warnings).toEqual([])
})

test('without a fetched configuration local settings apply, else the defaults', () => {
  const { features, warnings } = resolve({ local: { socials: ['github'] }, remote: undefined })
  expect(features).toEqual({ ...defaultRemoteFeatures, socials: ['github'] })
  expect(warnings).toEqual([])
  expect(resolve({ local: undefined, remote: undefined }).features).toEqual(defaultRemoteFeatures)
})

test('a failed fetch keeps the local settings (the failure is reported once, by the fetch)', () => {
  const { features, warnings } = resolve({ local: { email: false }, remote: null })
  expect(features.email).toBe(false)
  expect(warnings).toEqual([])
})

test('basic mode turns every remote feature off', () => {
  const { features } = resolve({
    local: { email: true, multiWallet: true },
    remote: { swaps: ['1inch'] },
    basic: true,
  })
  expect(Object.values(features).every((value) => value === false)).toBe(true)
  expect(Object.keys(features).sort()).toEqual(Object.keys(defaultRemoteFeatures).sort())
})

function registry(remote: Partial<RemoteFeatures> | null) {
  let fetched = 0
  return {
    walletRegistry: {
      async getRemoteFeatures() {
        fetched += 1
        return remote
      },
    },
    fetched: () => fetched,
  }
}

test('the kit applies the fetched configuration when the visitor first opens the modal', async () => {
  const remote = registry({ email: false, multiWallet: true })
  const { kit, warnings } = createTestKit({
    walletRegistry: remote.walletRegistry,
    features: { email: true },
    featureModules: loginFeatureStandIns(),
  })
  await kit.ready
  expect(remote.fetched()).toBe(0)
  expect(kit.getState().features.email).toBe(true)
  kit.open()
  await kit.loadWallets()
  expect(remote.fetched()).toBe(1)
  expect(kit.getState().features).toMatchObject({ email: false, multiWallet: true })
  expect(warnings.some((warning) => warning.startsWith('Local configuration of email was ignored'))).toBe(
    true,
  )
  // The connect methods follow: email is gone.
  await kit._internal.connectors.loadList()
  expect(kit.getState().connectors.connectMethodsOrder).toEqual(['wallet', 'social'])
})

test('in basic mode the kit fetches no configuration', async () => {
  const remote = registry({ email: true })
  const { kit } = createTestKit({
    walletRegistry: remote.walletRegistry,
    basic: true,
    featureModules: loginFeatureStandIns(),
  })
  kit.open()
  await kit.loadWallets()
  expect(remote.fetched()).toBe(0)
  expect(kit.getState().features.email).toBe(false)
})
