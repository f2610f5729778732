import { createLatchKit, type LatchKit, type SocialLoginController } from '@latchkit/core'
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
import ConnectingSocialView from './ConnectingSocialView.js'
import { socialAttempt } from './socialAttempt.js'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/** A kit with a stand-in social login feature, showing ConnectingSocial for `provider`. */
function kitOnConnectingSocial(provider: 'github' | 'google') {
  const adapter = createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum] })
  const controller: SocialLoginController = { connectSocial: async () => {} }
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum],
    enableReconnect: false,
    featureModules: [
      { id: 'socials', flag: 'socials', views: ['ConnectingSocial'], load: async () => controller },
    ],
  })
  kits.push(kit)
  kit.navigate('ConnectingSocial', { socialProvider: provider })
  return kit
}

function render(kit: LatchKit, catalogue: Catalogue = en): string {
  const shell = {
    host: {} as ModalHost,
    state: { catalogue } as ModalViewState,
    t: createTranslator(catalogue),
    isShown: true,
  }
  return renderToString(
    <KitProvider kit={kit}>
      <ShellContext.Provider value={shell}>
        <ConnectingSocialView />
      </ShellContext.Provider>
    </KitProvider>,
  ).replace(/<!-- -->/g, '')
}

test('reached without an attempt of this page (back from the provider), it waits for the route’s provider', () => {
  const html = render(kitOnConnectingSocial('github'))
  expect(html).toContain('Log in with GitHub')
  expect(html).toMatch(/role="status"[^>]*>Continue in the window that opened</)
  // The ring around the logo spins while it waits.
  expect(html).toContain('data-waiting=""')
  expect(html).not.toContain('role="alert"')
})

test('a failed attempt says why in an alert, in the visitor’s language, with Try again; the ring stops', () => {
  const kit = kitOnConnectingSocial('google')
  socialAttempt(kit).set({
    provider: 'google',
    status: 'failed',
    error: Object.assign(new Error('Popup closed'), { code: 'POPUP_CLOSED' }),
  })
  const html = render(kit)
  expect(html).toMatch(/role="alert"[^>]*>Popup closed</)
  expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/)
  expect(html).not.toContain('data-waiting')
  expect(html).not.toContain('Continue in the window that opened')

  const inGerman = render(kit, german)
  expect(inGerman).toContain('Mit Google anmelden')
  expect(inGerman).toMatch(/role="alert"[^>]*>Pop-up geschlossen</)
  expect(inGerman).toContain('Erneut versuchen')
})

test("another provider's failure is not shown: the view waits for its own", () => {
  const kit = kitOnConnectingSocial('github')
  socialAttempt(kit).set({ provider: 'google', status: 'failed', error: { code: 'POPUP_CLOSED' } })
  const html = render(kit)
  expect(html).toContain('Log in with GitHub')
  expect(html).not.toContain('role="alert"')
})
