import { createLatchKit } from '@latchkit/core'
import { expect, test } from 'vitest'
import { testKitParameters } from '../testKit.js'
import { eventsBetween } from './kitEvents.js'

test('a connect made from the open modal reads as connected, then closed', async () => {
  const kit = createLatchKit(testKitParameters())
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
