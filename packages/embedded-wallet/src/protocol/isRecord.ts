/** Whether an untrusted value is a plain object (not null, not an array): the readers' first check. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
