import { expect, test } from 'vitest'
import type { SiwxConfig, SiwxSession } from '../../contracts/siwx.js'
import { createTestKit, evmAddress } from '../../kit/testKit.js'

test('opening shows Connect while no address is connected', () => {
  const { kit } = createTestKit()
  kit.open()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Connect', history: ['Connect'] })
})

test('when an address is connected, Account is shown instead of Connect', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  expect(kit.getState().modal.view).toBe('Account')
  kit.open({ view: 'Connect' })
  expect(kit.getState().modal.view).toBe('Account')
  // The other namespace has no address: its Connect view opens.
  kit.open({ view: 'Connect', namespace: 'solana' })
  expect(kit.getState().modal.view).toBe('Connect')
})

const session = {
  data: { accountAddress: evmAddress },
  message: 'm',
  signature: 's',
} as unknown as SiwxSession

function siwx(required: boolean, sessions: SiwxSession[] = []): SiwxConfig {
  return {
    getRequired: () => required,
    getSessions: async () => sessions,
    createMessage: () => new Promise(() => {}),
    addSession: async () => {},
  }
}

async function openOnSignIn(config: SiwxConfig, view: 'SIWXSignMessage' | 'ApproveTransaction') {
  // ApproveTransaction belongs to the embedded wallet; a stand-in feature renders it here.
  const approve = { id: 'approve', views: ['ApproveTransaction'] as const, load: async () => ({}) }
  const { kit } = createTestKit({ siwx: config, featureModules: [approve] })
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open({ view })
  return kit
}

test('closing is blocked on SIWXSignMessage while sign-in is required and no session exists', async () => {
  const kit = await openOnSignIn(siwx(true), 'SIWXSignMessage')
  expect(await kit.close()).toBe(false)
  expect(kit.getState().modal.isOpen).toBe(true)
})

test('closing is blocked on ApproveTransaction while sign-in is required and no session exists', async () => {
  const kit = await openOnSignIn(siwx(true), 'ApproveTransaction')
  expect(await kit.close()).toBe(false)
  expect(kit.getState().modal.isOpen).toBe(true)
})

test('closing the sign-in view is allowed once a session exists, or when sign-in is optional', async () => {
  const signedIn = await openOnSignIn(siwx(true, [session]), 'SIWXSignMessage')
  expect(await signedIn.close()).toBe(true)
  expect(signedIn.getState().modal.isOpen).toBe(false)
  const optional = await openOnSignIn(siwx(false), 'SIWXSignMessage')
  expect(await optional.close()).toBe(true)
})

test('closing other views is never blocked by sign-in', async () => {
  const kit = await openOnSignIn(siwx(true), 'SIWXSignMessage')
  kit.navigate('Account')
  expect(await kit.close()).toBe(true)
})
