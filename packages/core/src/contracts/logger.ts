/**
 * Where LatchKit reports problems it recovers from (a corrupt stored value, a failed optional
 * fetch). A site can pass its own; the default writes to the console.
 */
export type Logger = {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

/** The default logger: the console, with a `[LatchKit]` prefix. */
export const consoleLogger: Logger = {
  warn: (message, detail) => console.warn(`[LatchKit] ${message}`, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) =>
    console.error(`[LatchKit] ${message}`, ...(detail === undefined ? [] : [detail])),
}
