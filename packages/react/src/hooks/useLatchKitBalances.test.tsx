// @vitest-environment happy-dom
import { createLatchKit, type LatchKit, type TokenBalance } from '@latchkit/core'
import { testNetworks } from '@latchkit/testing/test-adapter'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, test } from 'vitest'
import { LatchKitProvider } from '../kit/KitContext.js'
import { testKitParameters } from '../testKit.js'
import { type UseLatchKitBalancesReturnType, useLatchKitBalances } from './useLatchKitBalances.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const balance = (
  symbol: string,
  numeric: string,
  chainId: TokenBalance['chainId'],
  address?: string,
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(address ? { address } : {}),
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

/** A kit (no provider API) whose EVM adapter reads balances from "the chain": `reads` counts them. */
function kitWithChainBalances() {
  const parameters = testKitParameters()
  const reads: string[] = []
  Object.assign(parameters.adapters[0] ?? {}, {
    getTokenBalances: async ({ network }: { network: { caipNetworkId: TokenBalance['chainId'] } }) => {
      reads.push(network.caipNetworkId)
      return [
        balance('ETH', '1.5', network.caipNetworkId),
        balance('lUSD', '250', network.caipNetworkId, '0x00000000000000000000000000000000000000aa'),
      ]
    },
  })
  return { kit: createLatchKit(parameters), reads }
}

// What the hook returned on the last render.
const seen: { current?: UseLatchKitBalancesReturnType } = {}

function Probe() {
  seen.current = useLatchKitBalances()
  return null
}

async function render(kit: LatchKit) {
  const root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <LatchKitProvider kit={kit}>
        <Probe />
      </LatchKitProvider>,
    ),
  )
  return { seen, unmount: () => act(() => root.unmount()) }
}

test('empty while disconnected; read on connect and again on a network change, native first', async () => {
  const { kit, reads } = kitWithChainBalances()
  const { seen, unmount } = await render(kit)
  expect(seen.current).toMatchObject({ balances: [], isLoading: false })
  expect(reads).toEqual([])

  await act(() => kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' }))
  await act(async () => {})
  expect(seen.current?.balances.map((entry) => `${entry.quantity.numeric} ${entry.symbol}`)).toEqual([
    '1.5 ETH',
    '250 lUSD',
  ])
  expect(seen.current?.isLoading).toBe(false)

  await act(() => kit.switchNetwork(testNetworks.optimism))
  await act(async () => {})
  expect(reads).toEqual(['eip155:1', 'eip155:10'])
  expect(seen.current?.balances[0]?.chainId).toBe('eip155:10')
  unmount()
  kit.destroy()
})
