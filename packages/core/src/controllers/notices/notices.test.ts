import { expect, test } from 'vitest'
import { formatMessage } from '../../errors/messages.js'
import { createNotices, createNoticesState } from './notices.js'

test('alerts and snackbars carry a catalogue code and values the UI turns into text', () => {
  const state = createNoticesState()
  const notices = createNotices({ state })
  notices.showAlert('DISCONNECT_CHAINS_FAILED', { values: { message: 'solana: locked' } })
  expect(state.alert).toEqual({
    code: 'DISCONNECT_CHAINS_FAILED',
    values: { message: 'solana: locked' },
    severity: 'error',
  })
  if (state.alert)
    expect(formatMessage(state.alert.code, state.alert.values)).toBe(
      'Failed to disconnect chains: solana: locked',
    )
  notices.showSnackbar('MULTI_WALLET_NOT_ENABLED', { severity: 'info' })
  expect(state.snackbar).toEqual({ code: 'MULTI_WALLET_NOT_ENABLED', values: {}, severity: 'info' })
  notices.closeAlert()
  notices.closeSnackbar()
  expect(state).toEqual({ alert: undefined, snackbar: undefined })
})

test('a notice marked once is shown once per kit', () => {
  const state = createNoticesState()
  const notices = createNotices({ state })
  notices.showAlert('INVALID_APP_CONFIGURATION', { once: true })
  notices.closeAlert()
  notices.showAlert('INVALID_APP_CONFIGURATION', { once: true })
  expect(state.alert).toBeUndefined()
  const other = createNotices({ state })
  other.showAlert('INVALID_APP_CONFIGURATION', { once: true })
  expect(state.alert?.code).toBe('INVALID_APP_CONFIGURATION')
})
