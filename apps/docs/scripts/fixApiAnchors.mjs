// typedoc-plugin-markdown numbers an anchor (`#noticeseverity-1`) when another reflection of the
// same name exists, even one it does not write as a heading of that page (a name exported twice,
// say), so the link points past the only heading VitePress makes. This rewrites such anchors to
// the heading that is there; `check:links` then catches anything still broken.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** VitePress's heading slug, for the plain names TypeDoc writes as headings. */
function slugOf(heading) {
  return heading
    .replace(/[`*\\]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s+/g, '-')
}

/** How many headings of a Markdown page have each slug. */
function headingCounts(markdown) {
  const counts = new Map()
  for (const [, text] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = slugOf(text)
    counts.set(slug, (counts.get(slug) ?? 0) + 1)
  }
  return counts
}

/**
 * Rewrites numbered anchors that point past a page's headings, in every page under `folder`.
 * @returns how many links were rewritten
 */
export function fixApiAnchors(folder) {
  const files = readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(folder, file))
  const countsByFile = new Map(files.map((file) => [file, headingCounts(readFileSync(file, 'utf8'))]))
  let rewritten = 0
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8')
    const fixed = markdown.replace(/\]\(([^)#\s]*)#([^)\s]+)-(\d+)\)/g, (link, path, base, number) => {
      const target = path ? resolve(dirname(file), path) : file
      const count = countsByFile.get(target)?.get(base) ?? 0
      if (count > Number(number) || count === 0) return link
      rewritten += 1
      return `](${path}#${base})`
    })
    if (fixed !== markdown) writeFileSync(file, fixed)
  }
  return rewritten
}
