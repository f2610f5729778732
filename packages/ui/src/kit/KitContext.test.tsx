import { createLatchKit } from '@latchkit/core'
import { createTestAdapter, testNetworks } from '@latchkit/testing/test-adapter'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { KitProvider, useKit, useKitState } from './KitContext.js'

function testKit() {
  const adapter = createTestAdapter({ namespace: 'eip155', networks: [testNetworks.ethereum] })
  return createLatchKit({ adapters: [adapter], networks: [testNetworks.ethereum], enableReconnect: false })
}

function Status() {
  // A selector that builds a new object on every call must not loop.
  const { mode, status } = useKitState((state) => ({ mode: state.theme.mode, status: state.modal.view }))
  return (
    <p>
      {mode} {status}
    </p>
  )
}

test('useKitState renders the selected part of the kit state', () => {
  const kit = testKit()
  kit.setThemeMode('light')
  const html = renderToString(
    <KitProvider kit={kit}>
      <Status />
    </KitProvider>,
  )
  expect(html).toContain('light')
  expect(html).toContain('Connect')
  kit.destroy()
})

function Orphan() {
  useKit()
  return null
}

test('useKit outside a provider throws a clear error', () => {
  expect(() => renderToString(<Orphan />)).toThrow('useKit must be used inside a KitProvider')
})
