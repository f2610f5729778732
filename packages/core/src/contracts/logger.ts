/**
 * Where LatchKit reports problems it recovers from (a corrupt stored value, a failed optional
 * fetch). A site can pass its own; the default writes to the console.
 */
export type Logger = {
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}
