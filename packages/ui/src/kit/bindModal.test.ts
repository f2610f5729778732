import { ConnectionRejectedError, UserRejectedRequestError } from '@latchkit/core'
import { expect, test } from 'vitest'
import { en } from '../i18n/strings.en.js'
import { createTranslator } from '../i18n/translate.js'
import { messageText } from '../i18n/visitorText.js'
import { themeVariablesPatch, toModalAlert } from './bindModal.js'
import { statusOfConnectError } from './connectOutcome.js'

test('a core notice becomes a snackbar message by its code', () => {
  expect(
    toModalAlert({ code: 'DISCONNECT_CHAINS_FAILED', values: { message: 'x' }, severity: 'error' }),
  ).toEqual({
    kind: 'error',
    message: 'DISCONNECT_CHAINS_FAILED',
    values: { message: 'x' },
  })
  expect(toModalAlert({ code: 'MULTI_WALLET_NOT_ENABLED', values: {}, severity: 'info' }).kind).toBe('info')
  expect(toModalAlert({ code: 'UNSUPPORTED_CHAIN', values: {}, severity: 'warning' }).kind).toBe('error')
})

test('notice texts: the catalogue first, core wording for codes it lacks', () => {
  const context = { catalogue: en, t: createTranslator(en) }
  expect(messageText('DISCONNECT_CHAINS_FAILED', { message: 'timeout' }, context)).toBe(
    'Failed to disconnect chains: timeout',
  )
  expect(messageText('ADAPTER_NOT_FOUND', { namespace: 'solana' }, context)).toBe(
    "Adapter for namespace solana doesn't exist",
  )
  const pirate = { ...en, CONNECTION_REJECTED: 'Ye said nay' }
  expect(
    messageText('CONNECTION_REJECTED', undefined, { catalogue: pirate, t: createTranslator(pirate) }),
  ).toBe('Ye said nay')
})

test('theme variables removed in the kit are removed from the modal', () => {
  expect(
    themeVariablesPatch({ '--latch-accent': '#123456' }, { '--latch-z-index': 5, '--latch-accent': '#000' }),
  ).toEqual({
    '--latch-z-index': undefined,
    '--latch-accent': '#123456',
  })
})

test('a refusal reads as rejected, anything else as failed', () => {
  expect(statusOfConnectError(new ConnectionRejectedError({ cause: new UserRejectedRequestError() }))).toBe(
    'rejected',
  )
  expect(statusOfConnectError(new UserRejectedRequestError())).toBe('rejected')
  expect(statusOfConnectError(new Error('socket closed'))).toBe('failed')
  expect(statusOfConnectError(undefined)).toBe('failed')
})
