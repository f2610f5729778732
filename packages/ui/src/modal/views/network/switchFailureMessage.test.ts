import { BaseError, UserRejectedRequestError } from '@latchkit/core'
import { expect, test } from 'vitest'
import { switchFailureMessage } from './switchFailureMessage.js'

test('a declined switch, thrown as is, wrapped, or as a raw EIP-1193 error', () => {
  expect(switchFailureMessage(new UserRejectedRequestError())).toBe('switchDeclined')
  expect(
    switchFailureMessage(new BaseError('Switch failed', { cause: new UserRejectedRequestError() })),
  ).toBe('switchDeclined')
  expect(switchFailureMessage(Object.assign(new Error('User rejected'), { code: 4001 }))).toBe(
    'switchDeclined',
  )
})

test('any other failure', () => {
  expect(switchFailureMessage(new Error('chain 4902 unrecognised'))).toBe('switchFailed')
  expect(switchFailureMessage(new BaseError('Switch failed'))).toBe('switchFailed')
  expect(switchFailureMessage('nope')).toBe('switchFailed')
})
