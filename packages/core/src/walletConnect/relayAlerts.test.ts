import { describe, expect, it } from 'vitest'
import { formatMessage } from '../errors/messages.js'
import { relayAlertOf } from './relayAlerts.js'
import { WalletConnectRelayRefusedError } from './relayRefusedError.js'
import type { WalletConnectLogEntry } from './walletConnectLogger.js'

const entry = (context: string, ...args: unknown[]): WalletConnectLogEntry => ({
  level: 'warn',
  context,
  args,
})
const closedWith = (reason: string) => `WebSocket connection closed abnormally with code: 3000 (${reason})`

describe('relayAlertOf', () => {
  // What @walletconnect/core 2.25 logs when the relay closes its socket with code 3000.
  it.each([
    ['Project not found', 'INVALID_PROJECT_ID'],
    ['Authorization error: Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ['Authorization error: Project ID is missing', 'INVALID_PROJECT_ID'],
    ['Project inactive', 'INVALID_PROJECT_ID'],
    ['Authorization error: JWT validation error: JWT Token is not yet valid', 'SESSION_EXPIRED'],
    ['JWT validation error: JWT Token is expired', 'SESSION_EXPIRED'],
    ['Invalid JWT', 'SESSION_EXPIRED'],
  ] as const)('a socket the relay refused (%s) is %s, and ends the pairing', (reason, code) => {
    expect(
      relayAlertOf({ level: 'fatal', context: 'core', args: [`Fatal socket error: ${closedWith(reason)}`] }),
    ).toEqual({ code, refusal: reason })
    // The relayer's error event carries the same text as an Error.
    expect(relayAlertOf(entry('', new Error(closedWith(reason))))).toEqual({ code, refusal: reason })
  })

  it('shows nothing for refusals a visitor cannot act on here (origin, country)', () => {
    expect(
      relayAlertOf(entry('core', `Fatal socket error: ${closedWith('Origin not allowed')}`)),
    ).toBeUndefined()
    expect(
      relayAlertOf(entry('core', `Fatal socket error: ${closedWith('Country blocked')}`)),
    ).toBeUndefined()
  })

  it("maps the relay's rate-limit and internal errors on a request, which the client retries", () => {
    const tooMany = { code: 3001, message: 'Too many requests', data: 'TooManyRequests' }
    const internal = {
      code: -32603,
      message: 'Internal error: Storage operation failed',
      data: 'StorageError',
    }
    expect(relayAlertOf(entry('core/publisher', tooMany, tooMany.message))).toEqual({ code: 'RATE_LIMITED' })
    expect(relayAlertOf(entry('core/subscription', tooMany, tooMany.message))).toEqual({
      code: 'RATE_LIMITED',
    })
    expect(relayAlertOf(entry('core', tooMany))).toEqual({ code: 'RATE_LIMITED' })
    expect(relayAlertOf(entry('core/publisher', internal, internal.message))).toEqual({
      code: 'SERVER_ERROR',
    })
    expect(
      relayAlertOf(entry('core/subscription', { code: 3000, message: 'Auth error: Project not found' })),
    ).toEqual({ code: 'INVALID_PROJECT_ID' })
  })

  it('leaves alone the same codes outside the relayer (a wallet answering 3001 or -32603)', () => {
    expect(relayAlertOf(entry('', { code: 3001, message: 'Unauthorized method.' }))).toBeUndefined()
    expect(relayAlertOf(entry('', { code: -32603, message: 'Internal error' }))).toBeUndefined()
    expect(relayAlertOf(entry('core/pairing', { code: -32603, message: 'Internal error' }))).toBeUndefined()
  })

  it("ignores the client's everyday warnings", () => {
    for (const args of [
      [{}, 'Relayer connected 🛜'],
      [{}, 'Relayer disconnected 🛑'],
      [{}, 'Connection interrupted while trying to subscribe'],
      [new Error('Failed to publish custom payload, please try again. id:1 tag:undefined')],
      [{ code: 5000, message: 'User rejected.' }],
      ['WebSocket connection closed abnormally with code: 1006'],
    ])
      expect(relayAlertOf(entry('core', ...args))).toBeUndefined()
  })
})

describe('WalletConnectRelayRefusedError', () => {
  it("says what the alert says, with the relay's reason in its details", () => {
    for (const code of ['INVALID_PROJECT_ID', 'SESSION_EXPIRED', 'RATE_LIMITED', 'SERVER_ERROR'] as const) {
      const error = new WalletConnectRelayRefusedError({ code, reason: 'Project not found' })
      expect(error.shortMessage).toBe(formatMessage(code))
      expect(error.details).toBe('The relay refused the connection: Project not found')
      expect(error.name).toBe('WalletConnectRelayRefusedError')
    }
  })
})
