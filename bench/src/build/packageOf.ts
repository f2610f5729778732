import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** A bundled module's package: its name and the folder it was installed in. */
export type ModulePackage = { name: string; root: string }

const rootsByDir = new Map<string, ModulePackage | undefined>()

/**
 * The package a module id belongs to: the nearest package.json with a name above the file (so
 * workspace packages reached through symlinks count as themselves). Vite's virtual modules and
 * the app's own files are `(vite)` and `(app)`.
 */
export function packageOf(moduleId: string): ModulePackage {
  if (moduleId.startsWith('\0') || !moduleId.startsWith('/')) return { name: '(vite)', root: '(vite)' }
  const file = moduleId.split('?')[0] ?? moduleId
  if (!file.includes('/node_modules/') && !file.includes('/packages/'))
    return { name: '(app)', root: '(app)' }
  return nearestPackage(dirname(file)) ?? { name: '(app)', root: '(app)' }
}

function nearestPackage(dir: string): ModulePackage | undefined {
  if (rootsByDir.has(dir)) return rootsByDir.get(dir)
  let found: ModulePackage | undefined
  const manifest = join(dir, 'package.json')
  if (existsSync(manifest)) {
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
    // Nested package.json files that only set "type" (dist/esm/package.json) have no name.
    if (name) found = { name, root: dir }
  }
  if (!found && dirname(dir) !== dir) found = nearestPackage(dirname(dir))
  rootsByDir.set(dir, found)
  return found
}
