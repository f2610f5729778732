import { createLatchKit, type LatchKit } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import type { ModalHost } from '../../../elements/modalHost.js'
import type { ModalViewState } from '../../../elements/modalStore.js'
import { catalogue as german } from '../../../i18n/locales/de.js'
import { type Catalogue, en } from '../../../i18n/strings.en.js'
import { createTranslator } from '../../../i18n/translate.js'
import { KitProvider } from '../../../kit/KitContext.js'
import { ShellContext } from '../../ShellContext.js'
import { AccountView } from '../account/AccountView.js'

const ownerAddress = '0x1111111111111111111111111111111111111111'
const smartAccountAddress = '0x5555555555555555555555555555555555555555'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/**
 * A kit on Test Ethereum, where the embedded wallet offers smart accounts, connected through
 * `connectorId` with the account type `accountType`; the smart-sessions feature installed unless
 * `feature` says otherwise ('off': installed behind the email flag, which the site turned off).
 */
async function connectedKit(options: {
  connectorId: 'embedded' | 'io.metamask'
  accountType: 'eoa' | 'smartAccount'
  feature: 'on' | 'off' | 'absent'
}) {
  const adapter = createTestAdapter({
    namespace: 'eip155',
    networks: [testNetworks.ethereum],
    wallets: [
      { id: 'embedded', name: 'Email', type: 'AUTH', accounts: [ownerAddress] },
      { id: 'io.metamask', name: 'MetaMask', accounts: [ownerAddress] },
    ],
  })
  const controller = { list: async () => [], revoke: async () => {} }
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum],
    enableReconnect: false,
    featureModules:
      options.feature === 'absent'
        ? []
        : [{ id: 'smartSessions', flag: 'email', views: ['SmartSessions'], load: async () => controller }],
    features: { email: options.feature === 'on' },
  })
  kits.push(kit)
  kit.embeddedSession.onPreferredAccountTypeChange(async (_, type) => {
    adapter.test.changeAccounts('embedded', [type === 'smartAccount' ? smartAccountAddress : ownerAddress])
  })
  await kit.connect({ connectorId: options.connectorId })
  kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
  await kit.embeddedSession.setPreferredAccountType('eip155', options.accountType)
  return kit
}

function render(kit: LatchKit, catalogue: Catalogue = en): string {
  const shell = {
    host: { showAlert: () => {} } as unknown as ModalHost,
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

const sessionsRow =
  /<li><button type="button" class="row">.*?<span class="row-name">Smart sessions<\/span>.*?<\/button><\/li>/

test('the Account view offers "Smart sessions" on the smart account, with the feature on', async () => {
  const kit = await connectedKit({ connectorId: 'embedded', accountType: 'smartAccount', feature: 'on' })
  const html = render(kit)
  expect(html).toMatch(sessionsRow)
  expect(render(kit, german)).toContain('<span class="row-name">Smart Sessions</span>')
})

test('no row on the standard account, without the feature, with it off, or for another wallet', async () => {
  const cases = [
    { connectorId: 'embedded', accountType: 'eoa', feature: 'on' },
    { connectorId: 'embedded', accountType: 'smartAccount', feature: 'absent' },
    { connectorId: 'embedded', accountType: 'smartAccount', feature: 'off' },
    { connectorId: 'io.metamask', accountType: 'smartAccount', feature: 'on' },
  ] as const
  for (const options of cases) {
    const html = render(await connectedKit(options))
    // The Account view itself rendered.
    expect(html, JSON.stringify(options)).toContain('data-testid="account-name"')
    expect(html, JSON.stringify(options)).not.toContain('Smart sessions')
  }
})
