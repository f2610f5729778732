/** A warning or error the WalletConnect client logged, with the logger's context (`core/publisher`). */
export type WalletConnectLogEntry = {
  level: 'warn' | 'error' | 'fatal'
  context: string
  args: readonly unknown[]
}

/** The part of a pino logger the WalletConnect client calls (`@walletconnect/logger` hands it one). */
export type WalletConnectLogger = {
  level: string
  child(bindings?: { context?: unknown }): WalletConnectLogger
  trace(...args: unknown[]): void
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
  fatal(...args: unknown[]): void
}

const ignore = () => undefined

/**
 * A logger for the universal provider that prints nothing and keeps nothing: it hands each
 * warning, error and fatal entry to `onEntry` (where the relay's refusals and errors show, see
 * `relayAlerts.ts`) and drops the rest. The client's own loggers, even at `'silent'`, keep every
 * entry down to `trace` in memory (a 1 MB buffer of strings); this one does not.
 *
 * Its level is `warn` so that the client logs its warnings here rather than with `console.warn`,
 * which it does for a few when the level is `error`, `fatal` or `silent`.
 */
export function createWalletConnectLogger(
  onEntry: (entry: WalletConnectLogEntry) => void,
): WalletConnectLogger {
  function loggerFor(context: string): WalletConnectLogger {
    const forward =
      (level: WalletConnectLogEntry['level']) =>
      (...args: unknown[]) =>
        onEntry({ level, context, args })
    return {
      level: 'warn',
      // The client names each part with a child logger: `core`, `core/publisher`, `core/subscription`...
      child: (bindings) => loggerFor(typeof bindings?.context === 'string' ? bindings.context : context),
      trace: ignore,
      debug: ignore,
      info: ignore,
      warn: forward('warn'),
      error: forward('error'),
      fatal: forward('fatal'),
    }
  }
  return loggerFor('')
}
