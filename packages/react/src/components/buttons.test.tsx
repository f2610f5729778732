// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, test, vi } from 'vitest'
import { createLatchKit } from '../kit/createLatchKit.js'
import { testAddress, testKitParameters } from '../testKit.js'
import { LatchAccountButton, LatchButton, LatchConnectButton, LatchNetworkButton } from './buttons.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What a visitor sees of a kit button: its shadow button's text, or nothing when hidden. */
function shown(tag: string): string | undefined {
  const element = document.querySelector<HTMLElement>(tag)
  if (!element || element.hidden) return undefined
  return element.shadowRoot?.querySelector('button')?.textContent ?? undefined
}

test('the button components render the kit elements, follow the kit and open its modal', async () => {
  const kit = createLatchKit(testKitParameters())
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  await act(async () =>
    root.render(
      <header>
        <LatchButton />
        <LatchConnectButton />
        <LatchAccountButton />
        <LatchNetworkButton className="network" />
      </header>,
    ),
  )
  expect(customElements.get('latch-button')).toBeDefined()
  // A client-only render needs no size rule for undefined elements (and adds no inline style).
  expect(document.querySelector('style')).toBeNull()
  expect(document.querySelector('latch-network-button')?.className).toBe('network')
  expect(shown('latch-button')).toBe('Connect Wallet')
  expect(shown('latch-connect-button')).toBe('Connect Wallet')
  expect(shown('latch-account-button')).toBeUndefined()
  expect(shown('latch-network-button')).toBe('Test Ethereum')

  await act(() => kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  expect(shown('latch-button')).toBe('0x7099…79C8')
  expect(shown('latch-connect-button')).toBe('Connect Wallet')
  // The account button reads the balance it shows.
  await vi.waitFor(() => expect(shown('latch-account-button')).toBe('0x7099…79C81.5 ETH'))
  expect(kit.getState().accounts.eip155?.address).toBe(testAddress)

  document.querySelector('latch-network-button')?.shadowRoot?.querySelector('button')?.click()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Networks' })

  act(() => root.unmount())
  kit.destroy()
})

test('buttons added later, or for another chain namespace, take the kit state; destroying the kit resets them', async () => {
  const kit = createLatchKit(testKitParameters())
  await kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  document.body.insertAdjacentHTML(
    'beforeend',
    '<latch-button id="late"></latch-button><latch-button id="solana" namespace="solana"></latch-button>',
  )
  const late = document.getElementById('late')?.shadowRoot?.querySelector('button')
  const solana = document.getElementById('solana')?.shadowRoot?.querySelector('button')
  expect(late?.textContent).toBe('0x7099…79C8')
  expect(solana?.textContent).toBe('Connect Wallet')

  solana?.click()
  expect(kit.getState().modal).toMatchObject({ isOpen: true, view: 'Connect', namespace: 'solana' })

  kit.destroy()
  expect(late?.textContent).toBe('Connect Wallet')
})
