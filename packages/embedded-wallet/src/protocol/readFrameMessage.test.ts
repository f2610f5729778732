import { expect, test } from 'vitest'
import { readFrameRequest, readFrameResponse } from './readFrameMessage.js'

test('a request is read only with an id and a known type; its payload passes through', () => {
  expect(readFrameRequest({ id: 'a', type: 'Rpc', payload: { method: 'eth_chainId' } })).toEqual({
    id: 'a',
    type: 'Rpc',
    payload: { method: 'eth_chainId' },
  })
  for (const malformed of [
    undefined,
    [],
    { type: 'Rpc' },
    { id: '', type: 'Rpc' },
    { id: 'x'.repeat(65), type: 'Rpc' },
    { id: 'a', type: 'rpc' },
    { id: 'a', type: 'ExportPrivateKey' },
    { id: 1, type: 'Rpc' },
  ])
    expect(readFrameRequest(malformed)).toBeUndefined()
})

test('a response is a known request type with Success and a payload, or Error and a message', () => {
  expect(readFrameResponse({ id: 'a', type: 'SignOutSuccess' })).toEqual({
    id: 'a',
    type: 'SignOutSuccess',
    payload: undefined,
  })
  expect(
    readFrameResponse({ id: 'a', type: 'SignOutError', error: { message: 'Failed to disconnect' } }),
  ).toEqual({
    id: 'a',
    type: 'SignOutError',
    error: { message: 'Failed to disconnect' },
  })
  for (const malformed of [
    { id: 'a', type: 'SignOut' },
    { id: 'a', type: 'SignOutError' },
    { id: 'a', type: 'SignOutError', error: { message: 42 } },
    { id: 'a', type: 'Success' },
    { id: 'a', type: 'StealKeysSuccess', payload: 1 },
    { type: 'SignOutSuccess' },
  ])
    expect(readFrameResponse(malformed)).toBeUndefined()
})
