import { expect, test } from 'vitest'
import { testNetworks } from '../../../../testing/src/test-adapter/testNetworks.js'
import type { TestWallet } from '../../../../testing/src/test-adapter/testWallet.js'
import { createTestKit, evmAddress, metaMask, phantom } from '../../kit/testKit.js'
import { decideSwitchNetworkView } from './switchNetworkView.js'

const { ethereum, optimism, solana } = testNetworks
const onEthereum = { activeCaipNetwork: ethereum, activeNamespace: 'eip155' as const }
const connectedOn =
  (...namespaces: string[]) =>
  (namespace: string) =>
    namespaces.includes(namespace)

test('the switch-network decision table', () => {
  const table = [
    // [target, active connector type, namespaces with an address, ignore confirmation, expected]
    [ethereum, 'ANNOUNCED', ['eip155'], false, undefined],
    [optimism, 'ANNOUNCED', ['eip155'], false, 'SwitchNetwork'],
    [solana, 'ANNOUNCED', ['eip155'], false, 'SwitchActiveChain'],
    [solana, 'ANNOUNCED', ['eip155', 'solana'], false, 'SwitchNetwork'],
    [solana, 'ANNOUNCED', ['eip155'], true, 'SwitchNetwork'],
    [solana, 'AUTH', ['eip155'], false, 'SwitchNetwork'],
    [solana, undefined, [], false, 'SwitchNetwork'],
  ] as const
  for (const [target, type, namespaces, ignore, expected] of table)
    expect(
      decideSwitchNetworkView({
        target,
        ...onEthereum,
        activeConnectorType: type,
        hasAddress: connectedOn(...namespaces),
        ignoreSwitchConfirmation: ignore,
      }),
      `${target.caipNetworkId} ${type} [${namespaces.join()}] ignore=${ignore}`,
    ).toBe(expected)
})

test('a request for the same network does nothing', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  expect(kit.selectNetwork(ethereum)).toBeUndefined()
  expect(kit.getState().modal.history).toEqual(['Account'])
})

test('choosing a network of another namespace without an address opens SwitchActiveChain', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  expect(kit.selectNetwork(solana)).toBe('SwitchActiveChain')
  expect(kit.getState().modal).toMatchObject({
    view: 'SwitchActiveChain',
    data: { network: { caipNetworkId: solana.caipNetworkId } },
  })
})

test('choosing a network of another connected namespace opens SwitchNetwork', async () => {
  const { kit } = createTestKit({ evmWallets: [metaMask], solanaWallets: [phantom] })
  await kit.ready
  await kit.connect({ connectorId: 'app.phantom' })
  await kit.connect({ connectorId: 'io.metamask' })
  kit.open()
  expect(kit.selectNetwork(solana)).toBe('SwitchNetwork')
})

const embedded: TestWallet = { id: 'auth', name: 'Email', type: 'AUTH', accounts: [evmAddress] }

test('the embedded wallet switching to a namespace it serves opens SwitchNetwork', async () => {
  const { kit } = createTestKit({ evmWallets: [embedded] })
  await kit.ready
  await kit.connect({ connectorId: 'auth' })
  kit.open()
  expect(kit.selectNetwork(solana)).toBe('SwitchNetwork')
})
