import { LatchKitProvider } from '@latchkit/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { App as AppKitPort } from './appkit/App.js'
import { kit as appKitKit } from './appkit/latchKit.js'
import { App as ConnectKitPort } from './connectkit/App.js'
import { kit as connectKitKit } from './connectkit/latchKit.js'
import { App as RainbowKitPort } from './rainbowkit/App.js'
import { kit as rainbowKitKit } from './rainbowkit/latchKit.js'

// The migration guides' ported apps, rendered as a server renders them (hooks there read the
// provider's kit): each builds its kit from its own options and shows what a first visit sees.
const render = (kit: typeof appKitKit, app: ReactNode) =>
  renderToString(<LatchKitProvider kit={kit}>{app}</LatchKitProvider>)

test('the RainbowKit tip jar renders its button and the wagmi part on the kit', () => {
  const html = render(rainbowKitKit, <RainbowKitPort />)
  expect(html).toContain('<latch-button>Connect Wallet</latch-button>')
  expect(html).toContain('Connect to tip')
  expect(rainbowKitKit.getState().network.activeCaipNetwork?.caipNetworkId).toBe('eip155:10')
  expect(rainbowKitKit.getState().theme).toMatchObject({
    mode: 'dark',
    variables: { '--latch-accent': '#7b3fe4' },
  })
})

test('the AppKit dashboard renders both namespaces’ networks and the account status', () => {
  const html = render(appKitKit, <AppKitPort />)
  expect(html).toContain('<latch-network-button>Ethereum</latch-network-button>')
  expect(html).toContain('<dd>disconnected</dd>')
  expect(html).toContain('Ethereum<!-- --> (<!-- -->eip155:1<!-- -->)')
  expect(appKitKit.getState().network.byNamespace.solana?.caipNetwork?.name).toBe('Solana')
})

test('the ConnectKit page renders its own button from the hooks', () => {
  const html = render(connectKitKit, <ConnectKitPort />)
  expect(html).toMatch(/<button type="button"[^>]*>Connect<\/button>/)
  expect(connectKitKit.getState().locale).toBe('fr')
})
