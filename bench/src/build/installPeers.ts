import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { benchDir, type PeerName } from './variants.js'

/**
 * Installs a peer's own npm project (bench/peers/<name>) from its lock file when it is missing or
 * older than the lock. The root workspace never installs peers, so `npm test` does not either.
 * Install scripts are skipped: bundling needs none of them.
 */
export async function installPeer(peer: PeerName): Promise<void> {
  const dir = join(benchDir, 'peers', peer)
  const installed = join(dir, 'node_modules', '.package-lock.json')
  const lock = join(dir, 'package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return
  console.log(`Installing ${peer} into bench/peers/${peer} (npm ci)...`)
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    })
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`npm ci in bench/peers/${peer} exited with ${code}`)
}
