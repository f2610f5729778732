import { existsSync, readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { dirname, join } from 'node:path'

/** The version of `name` as `fromDir` resolves it (node_modules up the tree), or `?`. */
export function installedVersion(fromDir: string, name: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    if (dirname(dir) === dir) return '?'
  }
}

/** The machine the numbers come from, in one line. */
export function describeMachine(): string {
  const cpu = cpus()
  const release = existsSync('/etc/os-release')
    ? (/PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? 'Linux')
    : process.platform
  const memory = (totalmem() / 1024 ** 3).toFixed(0)
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${memory} GiB, ${release}, Node ${process.versions.node}`
}
