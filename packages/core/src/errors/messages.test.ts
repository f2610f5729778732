import { expect, test } from 'vitest'
import { flowMessages, formatMessage, userVisibleMessages, validationMessages } from './messages.js'

test('texts with values are filled in with the spec wording', () => {
  expect(formatMessage('ADAPTER_NOT_FOUND', { namespace: 'solana' })).toBe(
    "Adapter for namespace solana doesn't exist",
  )
  expect(formatMessage('DISCONNECT_CHAINS_FAILED', { message: 'eip155: boom' })).toBe(
    'Failed to disconnect chains: eip155: boom',
  )
  expect(formatMessage('EMAIL_LOGIN_TOO_SOON', { seconds: 12 })).toBe('Please try again after 12 seconds')
})

test('a missing value leaves its placeholder visible rather than printing undefined', () => {
  expect(formatMessage('ADAPTER_NOT_FOUND')).toBe("Adapter for namespace {namespace} doesn't exist")
})

test('codes are unique across the three groups', () => {
  const codes = [
    ...Object.keys(userVisibleMessages),
    ...Object.keys(flowMessages),
    ...Object.keys(validationMessages),
  ]
  expect(new Set(codes).size).toBe(codes.length)
})
