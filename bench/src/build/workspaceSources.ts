import { existsSync, readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { benchDir } from './variants.js'

/** The monorepo's packages folder. */
export const packagesDir = `${benchDir}../packages/`

/**
 * Resolves `@latchkit/<package>[/<entry>]` to the package's source entry
 * (`packages/<package>/src/exports/<entry or index>.ts`) instead of its dist, so a build's module
 * list names LatchKit's own source files: the bench's breakdown of what the kit's initial JS is
 * made of. Only for that breakdown; every measured figure comes from the built packages.
 */
export function resolveWorkspaceSources(): Plugin {
  return {
    name: 'latchkit-bench:workspace-sources',
    enforce: 'pre',
    resolveId(source) {
      const match = /^@latchkit\/([^/]+)(?:\/(.+))?$/.exec(source)
      if (!match) return null
      const entry = `${packagesDir}${match[1]}/src/exports/${match[2] ?? 'index'}.ts`
      return existsSync(entry) ? entry : null
    },
  }
}

/** The constants the packages' tsup configs define at build time, for a build from sources. */
export function workspaceSourceDefines(): Record<string, string> {
  const { version } = JSON.parse(readFileSync(`${packagesDir}core/package.json`, 'utf8')) as {
    version: string
  }
  return { __LATCHKIT_CORE_VERSION__: JSON.stringify(version) }
}
