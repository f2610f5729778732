import { readFileSync } from 'node:fs'

/**
 * The uid and gid to run a server as: PostgreSQL refuses to run as root, so when the tests run as
 * root (CI, containers) it runs as the system user Debian's package created. Undefined when this
 * process is not root (the server runs as the current user).
 */
export function systemUser(name: string): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`))
  const [, , uid, gid] = line?.split(':') ?? []
  if (uid === undefined || gid === undefined) return undefined
  return { uid: Number(uid), gid: Number(gid) }
}
