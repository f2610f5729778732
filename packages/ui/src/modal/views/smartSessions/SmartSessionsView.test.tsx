import type { LatchKit, SmartSessionSummary, SmartSessionsController } from '@latchkit/core'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import type { ModalHost } from '../../../elements/modalHost.js'
import type { ModalViewState } from '../../../elements/modalStore.js'
import { catalogue as german } from '../../../i18n/locales/de.js'
import { createModalTranslator } from '../../../i18n/modalTranslator.js'
import { type Catalogue, en } from '../../../i18n/strings.en.js'
import { KitProvider } from '../../../kit/KitContext.js'
import { ShellContext } from '../../ShellContext.js'
import { viewTitle } from '../viewTitle.js'
import SmartSessionsView from './SmartSessionsView.js'
import { loadSessions, revokeSession, sessionList } from './sessionList.js'
import { deferred, sessionsKit, testSession } from './sessionsTestKit.js'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

function kitWith(controller: SmartSessionsController) {
  const kit = sessionsKit(controller)
  kits.push(kit)
  return kit
}

const host = { showAlert: () => {} } as unknown as ModalHost

/** The view as the modal renders it in `locale` (its effects do not run: the list is the test's). */
function render(kit: LatchKit, catalogue: Catalogue = en, locale = 'en'): string {
  const shell = {
    host,
    state: { catalogue, locale } as ModalViewState,
    t: createModalTranslator(catalogue, locale),
    isShown: true,
  }
  return renderToString(
    <KitProvider kit={kit}>
      <ShellContext.Provider value={shell}>
        <SmartSessionsView />
      </ShellContext.Provider>
    </KitProvider>,
  ).replace(/<!-- -->/g, '')
}

/** The list items' markup. */
const items = (html: string) => [...html.matchAll(/<li class="session">.*?<\/li>/g)].map(([item]) => item)

test('titled "Smart sessions" in the header, in every language', () => {
  expect(viewTitle('SmartSessions', createModalTranslator(en, 'en'))).toBe('Smart sessions')
  expect(viewTitle('SmartSessions', createModalTranslator(german, 'de'))).toBe('Smart Sessions')
})

test('while the list loads, a status says so; no list, no alert', () => {
  const kit = kitWith({ list: () => new Promise(() => {}), revoke: async () => {} })
  void loadSessions(kit)
  const html = render(kit)
  expect(html).toMatch(/role="status" aria-busy="true" aria-label="Loading sessions"/)
  expect(html).not.toContain('<ul')
  expect(html).not.toContain('role="alert"')
})

test('each session is a list item headed by its site, with network, token, allowance per period, spent and expiry', async () => {
  const other = testSession({
    id: 'session-2',
    siteOrigin: 'https://game.example',
    chainId: 8453,
    periodAmount: '5',
    periodSeconds: 90,
    spentInPeriod: '0',
  })
  const kit = kitWith({ list: async () => [testSession(), other], revoke: async () => {} })
  await loadSessions(kit)
  const html = render(kit)
  expect(html).toContain('<ul class="list" aria-label="Smart sessions">')
  const [shop, game] = items(html)
  expect(shop).toMatch(/<h3 class="session-origin" id="[^"]+" dir="ltr">https:\/\/shop\.example<\/h3>/)
  // The kit's name for a configured network; the CAIP-2 id for another.
  expect(shop).toContain('<dt>Network</dt><dd>Test Ethereum</dd>')
  expect(game).toContain('<dt>Network</dt><dd>eip155:8453</dd>')
  // The token shortened on screen, whole for screen readers and on hover.
  expect(shop).toContain(
    'title="0x1c7d4b196cb0c7b01d743fbc6116a902379c7238" aria-hidden="true" dir="ltr">0x1c7d…7238</span>',
  )
  expect(shop).toContain('<span class="visually-hidden">0x1c7d4b196cb0c7b01d743fbc6116a902379c7238</span>')
  // Base units as the wallet gave them: no decimals applied.
  expect(shop).toContain('<dt>Allowance</dt><dd>1,000,000 per 1 day</dd>')
  expect(game).toContain('<dt>Allowance</dt><dd>5 per 90 seconds</dd>')
  expect(shop).toContain('<dt>Spent this period</dt><dd>250,000</dd>')
  expect(shop).toMatch(
    /<dt>Expires<\/dt><dd><time dateTime="2030-06-15T12:00:00\.000Z">Jun 15, 2030, [^<]+<\/time><\/dd>/,
  )
  // Revoke names its session through the heading.
  const heading = /id="([^"]+)"/.exec(shop ?? '')?.[1]
  expect(shop).toContain(`aria-describedby="${heading}" aria-busy="false">Revoke</button>`)
})

test('in German, with the date in German', async () => {
  const kit = kitWith({ list: async () => [testSession({ periodSeconds: 7_200 })], revoke: async () => {} })
  await loadSessions(kit)
  const html = render(kit, german, 'de')
  expect(html).toContain('<dd>1.000.000 pro 2 Stunden</dd>')
  expect(html).toContain('>15.06.2030, ')
  expect(html).toContain('>Widerrufen</button>')
})

test("a site's origin is inert text: markup shows as written, direction overrides are dropped", async () => {
  const kit = kitWith({
    list: async () => [
      testSession({ siteOrigin: '<a href="https://evil.example">claim</a>' }),
      testSession({ id: 'session-2', siteOrigin: 'https://\u202Elpmaxe.live' }),
    ],
    revoke: async () => {},
  })
  await loadSessions(kit)
  const html = render(kit)
  expect(html).not.toContain('<a ')
  expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;claim&lt;/a&gt;')
  expect(html).toContain('>https://lpmaxe.live</h3>')
  expect(html).not.toContain('\u202E')
})

test('no sessions: "No active sessions"', async () => {
  const kit = kitWith({ list: async () => [], revoke: async () => {} })
  await loadSessions(kit)
  const html = render(kit)
  expect(html).toContain('>No active sessions</p>')
  expect(html).not.toContain('<ul')
})

test('a failed list says why in an alert, with Try again', async () => {
  const kit = kitWith({
    list: async () => {
      throw new Error('socket hang up')
    },
    revoke: async () => {},
  })
  await loadSessions(kit)
  const html = render(kit)
  expect(html).toMatch(/role="alert">Could not load your sessions</)
  expect(html).toMatch(/<button type="button" class="button-secondary">Try again<\/button>/)
  // A failure with a code of the catalogue is said in its words, in the visitor's language.
  const timedOut = kitWith({
    list: async () => {
      throw Object.assign(new Error('timeout'), { code: 'EMBEDDED_WALLET_REQUEST_TIMEOUT' })
    },
    revoke: async () => {},
  })
  await loadSessions(timedOut)
  expect(render(timedOut, german, 'de')).toContain(`role="alert">${german.EMBEDDED_WALLET_REQUEST_TIMEOUT}<`)
})

test('Revoke is busy while it runs; then the session is gone; a failure stays with its session', async () => {
  const held: SmartSessionSummary[] = [
    testSession(),
    testSession({ id: 'session-2', siteOrigin: 'https://game.example' }),
  ]
  const revoking = deferred()
  const kit = kitWith({
    list: async () => [...held],
    revoke: async (id) => {
      await revoking.promise
      if (id === 'session-2') throw new Error('execution reverted')
      held.shift()
    },
  })
  await loadSessions(kit)
  const done = revokeSession(kit, host, 'session-1')
  const [busy, idle] = items(render(kit))
  expect(busy).toContain('aria-busy="true">Revoke</button>')
  expect(idle).toContain('aria-busy="false">Revoke</button>')

  revoking.resolve()
  await done
  let html = render(kit)
  expect(items(html)).toHaveLength(1)
  expect(html).not.toContain('https://shop.example')

  await revokeSession(kit, host, 'session-2')
  html = render(kit)
  const [failed] = items(html)
  expect(failed).toContain('https://game.example')
  expect(failed).toMatch(/<p class="status-error" role="alert">Could not revoke this session<\/p>/)
  expect(failed).toContain('aria-busy="false">Revoke</button>')
  expect(sessionList(kit).get().status).toBe('loaded')
})
