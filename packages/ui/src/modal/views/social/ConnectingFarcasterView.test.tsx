import { createLatchKit, type FarcasterLoginController, type LatchKit } from '@latchkit/core'
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
import ConnectingFarcasterView from './ConnectingFarcasterView.js'
import { farcasterAttempt } from './farcasterAttempt.js'

const relayUrl = 'https://farcaster.xyz/~/siwf?channelToken=0b2e4c&nonce=7f'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

/** A kit with a stand-in Farcaster feature, showing ConnectingFarcaster with `farcasterUrl`. */
function kitOnConnectingFarcaster(farcasterUrl?: string) {
  const adapter = createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum] })
  const controller: FarcasterLoginController = { connectFarcaster: async () => {} }
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [testNetworks.ethereum],
    enableReconnect: false,
    featureModules: [{ id: 'farcaster', views: ['ConnectingFarcaster'], load: async () => controller }],
  })
  kits.push(kit)
  kit.navigate('ConnectingFarcaster', farcasterUrl === undefined ? undefined : { farcasterUrl })
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
        <ConnectingFarcasterView />
      </ShellContext.Provider>
    </KitProvider>,
  ).replace(/<!-- -->/g, '')
}

/** The page's links: each one's attributes by name, and its text. */
function linksOf(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', text]) => ({
    ...Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
    text,
  }))
}

test('with the address: a link that opens it in a new tab, without the page as opener, Copy link and the hint', () => {
  const html = render(kitOnConnectingFarcaster(relayUrl))
  expect(linksOf(html)).toEqual([
    {
      class: 'button-primary',
      href: relayUrl.replace(/&/g, '&amp;'),
      target: '_blank',
      rel: 'noopener noreferrer',
      text: 'Open Farcaster',
    },
  ])
  expect(html).toMatch(/<button type="button" class="button-secondary">.*Copy link<\/button>/)
  expect(html).toContain('Scan with your phone’s camera, or open the link in Farcaster')
  // The QR code's chunk downloads on the client; the server shows its placeholder of the same size.
  expect(html).toContain('class="qr-tile" data-loading=""')
  expect(html).not.toContain('role="alert"')
})

test('while the service opens its channel: the placeholder, and neither link nor copy yet', () => {
  const html = render(kitOnConnectingFarcaster())
  expect(html).toContain('class="qr-tile" data-loading=""')
  expect(linksOf(html)).toEqual([])
  expect(html).toMatch(/<button type="button" class="button-primary" disabled="">Open Farcaster<\/button>/)
  expect(html).toMatch(/<button type="button" class="button-secondary" disabled="">.*Copy link<\/button>/)
})

test('an address of another scheme is never a link', () => {
  for (const url of [
    'javascript:alert(document.domain)',
    'data:text/html,hi',
    'http://farcaster.xyz/~/siwf',
  ]) {
    const html = render(kitOnConnectingFarcaster(url))
    expect(linksOf(html), url).toEqual([])
    expect(html, url).not.toContain('href=')
    expect(html, url).toMatch(
      /<button type="button" class="button-primary" disabled="">Open Farcaster<\/button>/,
    )
  }
})

test("the app's own farcaster: scheme is a link too", () => {
  const html = render(kitOnConnectingFarcaster('farcaster://connect?channelToken=0b2e4c'))
  expect(linksOf(html)).toMatchObject([
    { href: 'farcaster://connect?channelToken=0b2e4c', text: 'Open Farcaster' },
  ])
})

test('a failure says why in an alert, in the visitor’s language, with Try again in place of the code', () => {
  const kit = kitOnConnectingFarcaster(relayUrl)
  farcasterAttempt(kit).set({
    status: 'failed',
    error: Object.assign(new Error('Failed to connect to farcaster'), { code: 'FARCASTER_CONNECT_FAILED' }),
  })
  const html = render(kit)
  expect(html).toContain('Log in with Farcaster')
  expect(html).toMatch(/role="alert"[^>]*>Failed to connect to farcaster</)
  expect(html).toMatch(/<button type="button" class="button-secondary">Try again<\/button>/)
  // The failed login's code and link are gone: no app should scan them now.
  expect(html).not.toContain('qr-tile')
  expect(linksOf(html)).toEqual([])

  const inGerman = render(kit, german)
  expect(inGerman).toContain('Mit Farcaster anmelden')
  expect(inGerman).toMatch(/role="alert"[^>]*>Verbindung mit Farcaster fehlgeschlagen</)
  expect(inGerman).toContain('Erneut versuchen')
})

test("the service's refusals read as the catalogue words them; a failure without a code as Farcaster's", () => {
  const kit = kitOnConnectingFarcaster(relayUrl)
  farcasterAttempt(kit).set({ status: 'failed', error: { code: 'RATE_LIMITED' } })
  expect(render(kit)).toMatch(/role="alert"[^>]*>Rate Limited</)
  farcasterAttempt(kit).set({ status: 'failed', error: new Error('socket hang up') })
  expect(render(kit)).toMatch(/role="alert"[^>]*>Failed to connect to farcaster</)
})
