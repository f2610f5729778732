import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { BundlerStartError } from './errors.js'

/**
 * The path of Alto's command-line script (`@pimlico/alto`'s `bin`), so the rig runs it with this
 * Node itself: npx or the `.bin` shim would stand between us and the pid we must kill.
 *
 * @throws {BundlerStartError} when `@pimlico/alto` is not installed.
 */
export function resolveAltoCli(): string {
  try {
    // The package exports only its library entry (esm/index.js); the CLI sits beside it.
    const require = createRequire(import.meta.url)
    const entry = require.resolve('@pimlico/alto')
    const cli = join(dirname(entry), 'cli', 'alto.js')
    if (existsSync(cli)) return cli
  } catch (error) {
    throw new BundlerStartError('@pimlico/alto is not installed; run npm install.', { cause: error })
  }
  throw new BundlerStartError('@pimlico/alto is installed without esm/cli/alto.js; run npm install.')
}
