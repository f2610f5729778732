// Checks the built site (src/.vitepress/dist) for what VitePress's own dead-link check misses:
// links and anchors in the final HTML (the generated API pages included), snippets or includes
// that were not found, and any script, stylesheet or font asked of another origin. Exits 1 with
// the list of problems.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const siteFolder = fileURLToPath(new URL('../src/.vitepress/dist', import.meta.url))

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
}

/** The ids a page's elements carry, which its anchors may point at. */
function idsOf(html) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtml(match[1])))
}

function decodeHtml(text) {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
}

/** The built file a site-relative path is served from, or undefined. */
function fileFor(pathname) {
  const path = decodeURIComponent(pathname).replace(/^\//, '')
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`]
  return candidates.find((candidate) => existsSync(join(siteFolder, candidate)))
}

if (!existsSync(siteFolder)) {
  console.error(`check:links: no built site at ${siteFolder}; run the build first`)
  process.exit(1)
}

const pages = filesUnder(siteFolder).filter((file) => file.endsWith('.html'))
const htmlOf = new Map(pages.map((page) => [page, readFileSync(join(siteFolder, page), 'utf8')]))
const idsByPage = new Map()
const problems = []
let linkCount = 0

for (const [page, html] of htmlOf) {
  for (const text of ['Code snippet path not found', 'File not found'])
    if (html.includes(text)) problems.push(`${page}: "${text}" (a snippet or include points at nothing)`)

  for (const [, tag, url] of html.matchAll(/<(script|link)\b[^>]*?\s(?:src|href)="(https?:)?\/\/[^"]*"/g))
    problems.push(`${page}: a <${tag}> asks another origin (${url ?? ''}…)`)

  for (const [, rawHref] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decodeHtml(rawHref)
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue
    linkCount += 1
    const url = new URL(href, `http://docs.invalid/${page}`)
    const target = fileFor(url.pathname)
    if (!target) {
      problems.push(`${page}: broken link ${href}`)
      continue
    }
    const anchor = decodeURIComponent(url.hash.slice(1))
    if (!anchor || !target.endsWith('.html')) continue
    if (!idsByPage.has(target)) idsByPage.set(target, idsOf(htmlOf.get(target) ?? ''))
    if (!idsByPage.get(target).has(anchor)) problems.push(`${page}: broken anchor ${href}`)
  }
}

if (problems.length > 0) {
  console.error(`check:links: ${problems.length} problem(s) in ${pages.length} pages:`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`check:links: ${linkCount} internal links and anchors in ${pages.length} pages, none broken`)
