import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import {
  LatchAccountButton,
  LatchButton,
  LatchConnectButton,
  LatchNetworkButton,
} from './components/buttons.js'
import { useLatchKitAccount } from './hooks/useLatchKitAccount.js'
import { useLatchKitNetwork } from './hooks/useLatchKitNetwork.js'
import { useLatchKitState } from './hooks/useLatchKitState.js'
import { useLatchKitTheme } from './hooks/useLatchKitTheme.js'
import { createLatchKit } from './kit/createLatchKit.js'
import { LatchKitProvider } from './kit/KitContext.js'
import { testKitParameters } from './testKit.js'

function Page() {
  const { status } = useLatchKitAccount()
  const { caipNetworkId } = useLatchKitNetwork()
  const { open } = useLatchKitState()
  const { themeMode } = useLatchKitTheme()
  return (
    <main>
      <p>{[status, caipNetworkId, String(open), themeMode].join(' ')}</p>
      <LatchButton />
      <LatchConnectButton namespace="solana" />
      <LatchAccountButton />
      <LatchNetworkButton />
    </main>
  )
}

test('server rendering in plain Node: the buttons with their text, the size rule and hook values', () => {
  expect(typeof window).toBe('undefined')
  expect(typeof document).toBe('undefined')
  const kit = createLatchKit(testKitParameters())
  // On a server each request's tree names its kit (there is no page-wide default kit there).
  const html = renderToString(
    <LatchKitProvider kit={kit}>
      <Page />
    </LatchKitProvider>,
  )
  expect(html).toContain('<p>disconnected eip155:1 false dark</p>')
  expect(html).toContain('<latch-button>Connect Wallet</latch-button>')
  expect(html).toContain('<latch-connect-button namespace="solana">Connect Wallet</latch-connect-button>')
  expect(html).toContain('<latch-account-button data-latch-hidden="">Connect Wallet</latch-account-button>')
  expect(html).toContain('<latch-network-button>Test Ethereum</latch-network-button>')
  // One size rule for all four buttons, hoisted by React.
  expect(html.match(/<style data-precedence="default" data-href="latchkit-button-fallback">/g)).toHaveLength(
    1,
  )
  expect(html).toContain('latch-button:not(:defined)')
  kit.destroy()
})

test("a returning visitor's account is in the server's HTML, with the avatar's room, not a placeholder", async () => {
  // A first visit connects; the next request's kit reads the same storage (cookies on a real site).
  const visit = testKitParameters()
  const browserKit = createLatchKit(visit)
  await browserKit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  browserKit.destroy()
  const kit = createLatchKit({ ...visit, enableReconnect: true })
  const html = renderToString(
    <LatchKitProvider kit={kit}>
      <Page />
    </LatchKitProvider>,
  )
  kit.destroy()
  expect(html).toContain('<p>connecting eip155:1 false dark</p>')
  expect(html).toContain('<latch-button data-latch-account="">0x7099…79C8</latch-button>')
  expect(html).toContain('<latch-account-button data-latch-account="">0x7099…79C8</latch-account-button>')
  expect(html).toContain('<latch-network-button>Test Ethereum</latch-network-button>')
  expect(html).toContain('[data-latch-account]::before')
})
