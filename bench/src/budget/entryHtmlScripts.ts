import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The JS a built page's HTML makes the browser fetch before anything runs: its module scripts
 * and modulepreload links, as URL paths.
 */
export function entryHtmlScripts(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const paths = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const source = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isModuleScript || isPreload) && source) paths.add(source)
  }
  return [...paths].sort()
}
