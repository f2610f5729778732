import { expect, test } from 'vitest'
import type { PayController } from '../controllers/pay/payController.js'
import type { SendController } from '../controllers/send/sendController.js'
import { payFeature } from '../features/payFeature.js'
import { eventsBetween } from './kitEvents.js'
import { createTestKit, evmAddress as testAddress } from './testKit.js'

test('a connect made from the open modal reads as connected, then closed', async () => {
  const { kit } = createTestKit()
  const start = kit.getState()
  kit.open()
  const opened = kit.getState()
  expect(eventsBetween(start, opened)).toEqual([
    { event: 'MODAL_OPEN', properties: { view: 'Connect', connected: false } },
  ])
  await kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  await kit.close()
  // Several steps at once come out in the order a visitor meets them.
  expect(eventsBetween(opened, kit.getState())).toEqual([
    { event: 'CONNECT_SUCCESS', properties: { namespace: 'eip155', walletName: 'MetaMask' } },
    { event: 'MODAL_CLOSE', properties: { connected: true } },
  ])
  expect(eventsBetween(kit.getState(), kit.getState())).toEqual([])
  kit.destroy()
})

test('a send from the modal reads as SEND_SUCCESS with its hash, a declined one as SEND_ERROR', async () => {
  const { kit, evm } = createTestKit()
  let decline = false
  Object.assign(evm ?? {}, {
    sendToken: async () => {
      if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return '0xfeed'
    },
  })
  await kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  const send = (await kit.loadFeature('send')) as SendController
  const fill = async () => {
    send.setToken({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 0,
      quantity: { decimals: '18', numeric: '1' },
      iconUrl: '',
    })
    send.setAmount('0.2')
    await send.setReceiver(testAddress)
  }
  await fill()
  const before = kit.getState()
  await send.send()
  expect(eventsBetween(before, kit.getState())).toEqual([
    {
      event: 'SEND_SUCCESS',
      properties: expect.objectContaining({
        hash: '0xfeed',
        amount: '0.2',
        symbol: 'ETH',
        receiver: testAddress,
      }),
    },
  ])
  decline = true
  await fill()
  const again = kit.getState()
  await send.send().catch(() => {})
  expect(eventsBetween(again, kit.getState())).toEqual([
    { event: 'SEND_ERROR', properties: expect.objectContaining({ status: 'failure', rejected: true }) },
  ])
  kit.destroy()
})

test('a payment reads as PAY_PENDING while the wallet is asked, then PAY_SUCCESS with its hash; a closed Pay view as PAY_ERROR, cancelled', async () => {
  const { kit, evm } = createTestKit({ featureModules: [payFeature()] })
  Object.assign(evm, { sendToken: async () => '0xpaid' })
  await kit.connect({ connectorId: 'io.metamask', namespace: 'eip155' })
  const request = { recipient: testAddress, amount: '3', network: 'eip155:1' } as const
  const paid = kit.pay(request)
  const pay = (await kit.loadFeature('pay')) as PayController
  const before = kit.getState()
  const confirmed = pay.confirm()
  const asking = kit.getState()
  expect(eventsBetween(before, asking)).toEqual([{ event: 'PAY_PENDING', properties: request }])
  await confirmed
  await paid
  expect(eventsBetween(asking, kit.getState())).toEqual([
    {
      event: 'PAY_SUCCESS',
      properties: expect.objectContaining({ hash: '0xpaid', amount: '3', symbol: 'ETH' }),
    },
  ])

  const cancelled = kit.pay(request).catch(() => {})
  await new Promise((resolve) => setTimeout(resolve, 0))
  const shown = kit.getState()
  await kit.close()
  await cancelled
  expect(eventsBetween(shown, kit.getState())).toEqual([
    { event: 'PAY_ERROR', properties: expect.objectContaining({ cancelled: true }) },
    { event: 'MODAL_CLOSE', properties: { connected: true } },
  ])
  kit.destroy()
})
