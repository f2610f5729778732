import {
  type CreateLatchKitParameters,
  createLatchKit,
  type LatchKit,
  type SmartSessionSummary,
  type SmartSessionsController,
} from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'

/** A session as the wallet lists it: on Test Ethereum, 1,000,000 base units a day. */
export function testSession(overrides: Partial<SmartSessionSummary> = {}): SmartSessionSummary {
  return {
    id: 'session-1',
    siteOrigin: 'https://shop.example',
    chainId: 1,
    token: '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238',
    periodAmount: '1000000',
    periodSeconds: 86_400,
    spentInPeriod: '250000',
    // 15 June 2030, 12:00 UTC: the same calendar day in every time zone the tests run in.
    expiresAt: Date.UTC(2030, 5, 15, 12) / 1000,
    ...overrides,
  }
}

/**
 * A kit on Test Ethereum with a stand-in of the smart-sessions feature whose controller is
 * `controller` (unless `installed: false`). Unit tests only: the caller destroys it.
 */
export function sessionsKit(
  controller: SmartSessionsController,
  options: { installed?: boolean; kit?: Partial<CreateLatchKitParameters> } = {},
): LatchKit {
  return createLatchKit({
    adapters: [createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum] })],
    networks: [testNetworks.ethereum],
    enableReconnect: false,
    featureModules:
      options.installed === false
        ? []
        : [{ id: 'smartSessions', views: ['SmartSessions'], load: async () => controller }],
    ...options.kit,
  })
}

/** A promise the test settles itself: a controller call that waits. */
export function deferred<value = void>() {
  let resolve: (result: value) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<value>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}
