import { createLatchKit, type LatchKit } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import type { ModalHost } from '../../../elements/modalHost.js'
import type { ModalAlert, ModalViewState } from '../../../elements/modalStore.js'
import { catalogue as german } from '../../../i18n/locales/de.js'
import { type Catalogue, en } from '../../../i18n/strings.en.js'
import { createTranslator } from '../../../i18n/translate.js'
import { KitProvider } from '../../../kit/KitContext.js'
import { ShellContext } from '../../ShellContext.js'
import { AccountView } from './AccountView.js'
import { accountTypeSwitching, switchAccountType } from './switchAccountType.js'

const ownerAddress = '0x1111111111111111111111111111111111111111'
const smartAccountAddress = '0x5555555555555555555555555555555555555555'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/**
 * A kit on two EVM networks with the embedded wallet (an AUTH connector whose account follows the
 * preferred type, as the real one switches its provider's account) and MetaMask, connected
 * through `connectorId`. `switchAccount` stands for the embedded wallet's switch.
 */
async function connectedKit(
  connectorId: 'embedded' | 'io.metamask',
  switchAccount: (type: string) => Promise<void> = async () => {},
) {
  const adapter = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum, testNetworks.optimism],
    wallets: [
      { id: 'embedded', name: 'Email', type: 'AUTH', accounts: [ownerAddress] },
      { id: 'io.metamask', name: 'MetaMask', accounts: [ownerAddress] },
    ],
  })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum, testNetworks.optimism],
    enableReconnect: false,
  })
  kits.push(kit)
  kit.embeddedSession.onPreferredAccountTypeChange(async (_, type) => {
    await switchAccount(type)
    adapter.test.changeAccounts('embedded', [type === 'smartAccount' ? smartAccountAddress : ownerAddress])
  })
  await kit.connect({ connectorId })
  return kit
}

/** A host that keeps the snackbars the views ask for. */
function recordingHost() {
  const alerts: ModalAlert[] = []
  return { alerts, host: { showAlert: (alert: ModalAlert) => void alerts.push(alert) } as ModalHost }
}

function render(kit: LatchKit, catalogue: Catalogue = en): string {
  const shell = {
    host: recordingHost().host,
    state: { catalogue, locale: 'en' } as ModalViewState,
    t: createTranslator(catalogue),
    isShown: true,
  }
  return renderToString(
    <KitProvider kit={kit}>
      <ShellContext.Provider value={shell}>
        <AccountView />
      </ShellContext.Provider>
    </KitProvider>,
  ).replace(/<!-- -->/g, '')
}

/** The switch row's button as markup (found by either of its texts), or `undefined` when the view has none. */
const switchButton = (html: string, catalogue: Catalogue = en) =>
  [...html.matchAll(/<button[^>]*>.*?<\/button>/g)]
    .map(([button]) => button)
    .find(
      (button) => button.includes(catalogue.switchToSmartAccount) || button.includes(catalogue.switchToEoa),
    )

test('the switch shows only for the embedded wallet, on a network where it offers smart accounts', async () => {
  const embedded = await connectedKit('embedded')
  // The wallet service has not said (or offers none): no switch.
  expect(switchButton(render(embedded))).toBeUndefined()
  // Offered on Optimism only, and the visitor is on Ethereum: still none.
  embedded.embeddedSession.recordSmartAccountNetworks(['eip155:10'])
  expect(switchButton(render(embedded))).toBeUndefined()
  embedded.embeddedSession.recordSmartAccountNetworks(['eip155:10', 'eip155:1'])
  const html = render(embedded)
  expect(switchButton(html)).toContain('Switch to smart account')
  expect(html).not.toContain('Smart account<')

  // Another wallet on the same network has no smart account to switch to.
  const metaMask = await connectedKit('io.metamask')
  metaMask.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
  expect(switchButton(render(metaMask))).toBeUndefined()
})

test('on the smart account it offers the standard account back, and "Smart account" sits under the address', async () => {
  const kit = await connectedKit('embedded')
  kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
  await kit.embeddedSession.setPreferredAccountType('eip155', 'smartAccount')
  const html = render(kit)
  expect(switchButton(html)).toContain('Switch to standard account (EOA)')
  expect(html).toMatch(/<p class="account-type"><span class="tag"[^>]*>Smart account<\/span><\/p>/)
  expect(html).toContain(`title="${smartAccountAddress}"`)

  const inGerman = render(kit, german)
  expect(switchButton(inGerman, german)).toContain('Zum Standardkonto (EOA) wechseln')
  expect(inGerman).toContain('>Smart Account</span>')
})

test('pressing it switches through the embedded session, busy until the wallet has switched, then says so', async () => {
  let finishSwitch = () => {}
  const asked: string[] = []
  // The first switch waits for the test to finish it; later ones are at once.
  const kit = await connectedKit('embedded', async (type) => {
    asked.push(type)
    if (asked.length > 1) return
    await new Promise<void>((resolve) => {
      finishSwitch = resolve
    })
  })
  kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
  const { host, alerts } = recordingHost()
  const switching = switchAccountType(kit, host, 'smartAccount')

  // While the wallet switches: busy, still saying what was asked, no tag yet; a second press waits.
  const busy = render(kit)
  expect(switchButton(busy)).toMatch(/aria-busy="true"[^>]*>.*Switch to smart account/)
  expect(busy).not.toContain('Smart account<')
  await switchAccountType(kit, host, 'smartAccount')
  expect(asked).toEqual(['smartAccount'])
  expect(alerts).toEqual([])

  finishSwitch()
  await switching
  expect(alerts).toEqual([{ kind: 'success', message: 'usingSmartAccount' }])
  expect(kit.getState().accounts.eip155?.address).toBe(smartAccountAddress)
  const done = render(kit)
  expect(switchButton(done)).toMatch(/aria-busy="false"[^>]*>.*Switch to standard account \(EOA\)/)
  expect(done).toContain('>Smart account</span>')

  await switchAccountType(kit, host, 'eoa')
  expect(alerts.at(-1)).toEqual({ kind: 'success', message: 'usingEoa' })
  expect(asked).toEqual(['smartAccount', 'eoa'])
  expect(kit.getState().accounts.eip155?.address).toBe(ownerAddress)
})

test('a failed switch is an error snackbar in the catalogue’s words, and the row is ready to try again', async () => {
  let failure: unknown
  const kit = await connectedKit('embedded', async () => {
    if (failure) throw failure
  })
  kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
  const { host, alerts } = recordingHost()

  // The embedded wallet's failures carry a code the catalogue has; a declined request is 4001.
  failure = Object.assign(new Error('Embedded Wallet Request Timed Out'), {
    code: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
  })
  await switchAccountType(kit, host, 'smartAccount')
  failure = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  await switchAccountType(kit, host, 'smartAccount')
  failure = new Error('something only a developer reads')
  await switchAccountType(kit, host, 'smartAccount')
  expect(alerts.map(({ kind, message }) => `${kind} ${message}`)).toEqual([
    'error EMBEDDED_WALLET_REQUEST_TIMEOUT',
    'error USER_REJECTED',
    'error accountTypeSwitchFailed',
  ])
  expect(en.accountTypeSwitchFailed).toBe('Could not switch accounts. Try again.')

  // Nothing changed: still the standard account, the row pressable again.
  expect(accountTypeSwitching(kit).get()).toBeUndefined()
  expect(kit.getState().accounts.eip155?.address).toBe(ownerAddress)
  const html = render(kit)
  expect(switchButton(html)).toMatch(/aria-busy="false"[^>]*>.*Switch to smart account/)
  expect(html).not.toContain('Smart account<')

  failure = undefined
  await switchAccountType(kit, host, 'smartAccount')
  expect(alerts.at(-1)).toEqual({ kind: 'success', message: 'usingSmartAccount' })
  expect(kit.getState().accounts.eip155?.address).toBe(smartAccountAddress)
})
