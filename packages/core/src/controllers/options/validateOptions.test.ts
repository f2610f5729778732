import { expect, test } from 'vitest'
import { InvalidOptionsError, SiweAndSiwxError } from '../../errors/options.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'

const siwx = {
  getRequired: () => false,
  getSessions: async () => [],
  createMessage: () => new Promise<never>(() => {}),
  addSession: async () => {},
}

test("setting both siweConfig and siwx throws 'Cannot set both `siweConfig` and `siwx` options' at creation", () => {
  expect(() => createTestKit({ siwx, siweConfig: {} })).toThrowError(SiweAndSiwxError)
  expect(() => createTestKit({ siwx, siweConfig: {} })).toThrowError(
    'Cannot set both `siweConfig` and `siwx` options',
  )
})

test('a kit needs networks and at most one adapter per namespace', () => {
  expect(() => createTestKit({ networks: [] })).toThrowError(InvalidOptionsError)
  const { evm } = createTestKit()
  expect(() => createTestKit({ adapters: [evm, evm] })).toThrowError(
    'Two adapters serve the namespace eip155',
  )
})

test("without a project id the 'Project ID Not Configured' alert is shown once", () => {
  const { kit } = createTestKit({ projectId: undefined })
  expect(kit.getState().notices.alert).toEqual({
    code: 'PROJECT_ID_NOT_CONFIGURED',
    values: {},
    severity: 'warning',
  })
  kit.closeAlert()
  kit._internal.notices.showAlert('PROJECT_ID_NOT_CONFIGURED', { once: true })
  expect(kit.getState().notices.alert).toBeUndefined()
  expect(createTestKit().kit.getState().notices.alert).toBeUndefined()
})

test('without a project id injected wallets and balances still work', async () => {
  const { kit } = createTestKit({ projectId: undefined })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await kit.fetchBalance()
  expect(kit.getState().accounts.eip155).toMatchObject({
    address: evmAddress,
    status: 'connected',
    balance: '1.5',
  })
})
