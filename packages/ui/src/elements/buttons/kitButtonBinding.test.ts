import { createLatchKit, createMemoryStorage } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { afterEach, expect, test } from 'vitest'
import { en } from '../../i18n/strings.en.js'
import { createTranslator } from '../../i18n/translate.js'
import {
  addBinding,
  type RegisteredButton,
  refreshButtons,
  registerButton,
  unregisterButton,
} from './buttonRegistry.js'
import { type ButtonKind, describeButton } from './buttonState.js'
import { createKitButtonBinding } from './kitButtonBinding.js'

const t = createTranslator(en)
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** A kit without a provider API whose EVM adapter reads alice's name from the chain. */
function testKit() {
  const evm = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum],
    wallets: [{ id: 'io.metamask', name: 'MetaMask', accounts: [alice] }],
    balances: { [alice]: '1.5' },
    identities: { [alice]: { name: 'alice.latch.eth', avatar } },
  })
  const kit = createLatchKit({
    adapters: [evm],
    networks: [testNetworks.ethereum],
    storage: createMemoryStorage(),
    enableReconnect: false,
  })
  const identityReads = () => evm.test.calls.filter((call) => call.method === 'getIdentity').length
  return { kit, identityReads }
}

/** A page button as the registry sees it, bound to `kit` the way `bindLatchButtons` binds it. */
function bindButton(kit: ReturnType<typeof testKit>['kit'], kind: ButtonKind) {
  const button: RegisteredButton = { kind, namespace: undefined, state: { status: 'disconnected' } }
  const binding = createKitButtonBinding(kit)
  const removeBinding = addBinding(binding)
  registerButton(button)
  const stop = kit.subscribe(
    (state) => state.accounts,
    () => {
      binding.forgetDisconnected()
      refreshButtons()
    },
  )
  cleanups.push(() => {
    stop()
    unregisterButton(button)
    removeBinding()
    kit.destroy()
  })
  return { text: () => describeButton(kind, button.state, t).text }
}

test('the account button shows the profile name once connected, without opening the Account view', async () => {
  const { kit, identityReads } = testKit()
  const button = bindButton(kit, 'account')
  await kit.ready
  // Privacy: nothing is read before the visitor connects.
  expect(identityReads()).toBe(0)
  await kit.connect({ connectorId: 'io.metamask' })
  await expect.poll(button.text).toBe('alice.latch.eth')
  expect(kit.getState().modal.view).not.toBe('Account')
  expect(kit.getState().accounts.eip155).toMatchObject({ profileImage: avatar, balance: '1.5' })
  expect(identityReads()).toBe(1)
})

test('<latch-button> shows the name too, and again after the visitor disconnects and reconnects', async () => {
  const { kit, identityReads } = testKit()
  const button = bindButton(kit, 'button')
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await expect.poll(button.text).toBe('alice.latch.eth')
  await kit.disconnect()
  expect(button.text()).toBe('Connect Wallet')
  await kit.connect({ connectorId: 'io.metamask' })
  await expect.poll(button.text).toBe('alice.latch.eth')
  // The second time the name came from the kit's 5-minute cache.
  expect(identityReads()).toBe(1)
})

test('the connect button reads no profile', async () => {
  const { kit, identityReads } = testKit()
  bindButton(kit, 'connect')
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(identityReads()).toBe(0)
})
