import { afterEach, expect, it, vi } from 'vitest'
import { createWalletConnectLogger, type WalletConnectLogEntry } from './walletConnectLogger.js'

afterEach(() => {
  vi.restoreAllMocks()
})

it('hands over warnings, errors and fatal entries with the child logger’s context, and prints nothing', () => {
  const printed = (['log', 'info', 'debug', 'trace', 'warn', 'error'] as const).map((method) =>
    vi.spyOn(console, method),
  )
  const entries: WalletConnectLogEntry[] = []
  const root = createWalletConnectLogger((entry) => entries.push(entry))
  // As @walletconnect/logger's generateChildLogger names the client's parts.
  const core = root.child({ context: 'core' })
  const publisher = core.child({ context: 'core/publisher' })
  const error = new Error('boom')

  root.warn('requiredNamespaces are deprecated')
  core.fatal('Fatal socket error: WebSocket connection closed abnormally with code: 3000 (Project not found)')
  publisher.warn({ code: 3001, message: 'Too many requests' }, 'Too many requests')
  publisher.error(error)
  for (const logger of [root, core, publisher]) {
    logger.trace({ type: 'payload' })
    logger.debug('Outgoing Relay Payload')
    logger.info('Core Initialization Success')
  }

  expect(entries).toEqual([
    { level: 'warn', context: '', args: ['requiredNamespaces are deprecated'] },
    {
      level: 'fatal',
      context: 'core',
      args: [
        'Fatal socket error: WebSocket connection closed abnormally with code: 3000 (Project not found)',
      ],
    },
    {
      level: 'warn',
      context: 'core/publisher',
      args: [{ code: 3001, message: 'Too many requests' }, 'Too many requests'],
    },
    { level: 'error', context: 'core/publisher', args: [error] },
  ])
  for (const print of printed) expect(print).not.toHaveBeenCalled()
  // The sign client prints some warnings with console.warn itself when its logger's level is
  // error, fatal or silent; at warn it logs them here instead.
  expect(root.level).toBe('warn')
  expect(publisher.child().level).toBe('warn')
})
