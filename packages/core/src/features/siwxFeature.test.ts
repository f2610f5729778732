import { expect, test, vi } from 'vitest'
import type { SiwxConfig } from '../contracts/siwx.js'
import { createTestKit } from '../kit/testKit.js'

// Counts how often the sign-in flow's module is evaluated (its chunk downloaded, in a browser).
const signInModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('../controllers/siwx/signInFlow.js', async (importOriginal) => {
  signInModule.loads += 1
  return importOriginal()
})

const optionalSiwx = (): SiwxConfig => ({
  getRequired: () => false,
  getSessions: async () => [],
  createMessage: () => new Promise(() => {}),
  addSession: async () => {},
})

test('without `siwx`, connecting and opening never download the sign-in code, and its view is refused', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(signInModule.loads).toBe(0)
  expect(() => kit.navigate('SIWXSignMessage')).toThrowError('View "SIWXSignMessage" is not available')
  await expect(kit.signIn()).rejects.toThrowError('SIWX is not enabled')
  expect(signInModule.loads).toBe(0)
  kit.destroy()
}, 20_000)

test('with `siwx`, the sign-in code downloads after the first connect, once, and the feature reports ready', async () => {
  const { kit } = createTestKit({ siwx: optionalSiwx() })
  await kit.ready
  expect(kit.getState().featureModules.siwx?.status).toBe('idle')
  await kit.connect({ connectorId: 'io.metamask' })
  // The first dynamic import of the flow can take seconds on a busy machine.
  await vi.waitFor(() => expect(kit.getState().featureModules.siwx?.status).toBe('ready'), {
    timeout: 15_000,
  })
  expect(signInModule.loads).toBe(1)
  kit.destroy()
}, 20_000)
