import { expect, test } from 'vitest'
import { analyticsEvent } from './analyticsEvent.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a send or a payment reaches analytics as its network and outcome, never who, how much or which transaction', () => {
  const sent = analyticsEvent({
    event: 'SEND_SUCCESS',
    properties: {
      status: 'success',
      hash: '0xfeed',
      caipNetworkId: 'eip155:1',
      amount: '12.5',
      symbol: 'USDC',
      receiver: address,
      timestamp: 1,
    },
  })
  const paid = analyticsEvent({
    event: 'PAY_PENDING',
    properties: { recipient: address, amount: '3', network: 'eip155:10' },
  })
  const failed = analyticsEvent({
    event: 'PAY_ERROR',
    properties: {
      status: 'failure',
      message: `Insufficient funds in ${address}`,
      rejected: false,
      cancelled: true,
      caipNetworkId: 'eip155:10',
      timestamp: 2,
    },
  })
  expect([sent, paid, failed]).toEqual([
    { event: 'SEND_SUCCESS', properties: { caipNetworkId: 'eip155:1' } },
    { event: 'PAY_PENDING', properties: { caipNetworkId: 'eip155:10' } },
    { event: 'PAY_ERROR', properties: { caipNetworkId: 'eip155:10', rejected: false, cancelled: true } },
  ])
  expect(JSON.stringify([sent, paid, failed])).not.toMatch(/0x7099|12\.5|feed|Insufficient/i)
})

test('connections and the modal reach analytics as the wallet, namespace and view', () => {
  expect(
    analyticsEvent({ event: 'CONNECT_SUCCESS', properties: { namespace: 'solana', walletName: 'Phantom' } }),
  ).toEqual({ event: 'CONNECT_SUCCESS', properties: { namespace: 'solana', walletName: 'Phantom' } })
  expect(analyticsEvent({ event: 'MODAL_OPEN', properties: { view: 'Account', connected: true } })).toEqual({
    event: 'MODAL_OPEN',
    properties: { view: 'Account', connected: true },
  })
})
