/**
 * The device tokens the service issues at each sign-in, one per address this browser signed in
 * (in the frame origin's storage, never sent to the site). With the service's device approval on,
 * presenting one skips the approval link for that address (SECURITY.md, "Device approval").
 */
export function createDeviceTokens(parameters: {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  projectId: string
}) {
  const { storage } = parameters
  const key = `latchkit-wallet:devices:${parameters.projectId}`

  function read(): Record<string, string> {
    try {
      const value = JSON.parse(storage.getItem(key) ?? '{}') as unknown
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      return Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    } catch {
      return {}
    }
  }

  return {
    /** The token this browser holds for `email`, if any. */
    get: (email: string): string | undefined => read()[email.toLowerCase()],
    /** Keeps `token` for `email` (the service rotates it at every sign-in). */
    set(email: string, token: string) {
      storage.setItem(key, JSON.stringify({ ...read(), [email.toLowerCase()]: token }))
    },
  }
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>
