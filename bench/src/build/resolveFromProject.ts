import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The shared page sources (bench/src/apps) are built against each variant's own install: their
 * bare imports (react, wagmi, the JSX runtime) resolve as if the file sat in `projectDir`, so a
 * peer's baseline gets the peer's wagmi and React majors, never the workspace's.
 */
export function resolveFromProject(sharedDir: string, projectDir: string): Plugin {
  const stand = join(projectDir, 'index.html')
  return {
    name: 'latchkit-bench:resolve-from-project',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.startsWith(sharedDir) || !isBare(source)) return null
      return this.resolve(source, stand, { ...options, skipSelf: true })
    },
  }
}

function isBare(source: string): boolean {
  return (
    !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0') && !source.includes(':')
  )
}
