// A published package's README must send its reader to the documentation site's pages, and each
// link must land: the page exists in apps/docs/src and its anchor is one of the page's headings,
// slugged as VitePress slugs them. Run by check-packages.mjs, beside the tarball checks.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const docsSource = resolve('apps/docs/src')

/** A heading's anchor as VitePress writes it (its default `slugify`). */
export function slugOf(heading) {
  return heading
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase()
}

const headingsOf = (page) =>
  readFileSync(page, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => slugOf(line.replace(/^#+ /, '')))

/** What is wrong with `dir`'s README as a way into the docs; empty when nothing is. */
export function readmeDocsProblems(dir) {
  const readme = join(dir, 'README.md')
  const text = readFileSync(readme, 'utf8')
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1])
  const toDocs = links
    .map((link) => {
      const [path, anchor] = link.split('#')
      return { link, page: resolve(dirname(readme), path), anchor }
    })
    .filter(({ page }) => page.startsWith(docsSource) && page.endsWith('.md'))
  if (toDocs.length === 0) return [`README.md links to no page of the docs (${relative('.', docsSource)})`]
  return toDocs.flatMap(({ link, page, anchor }) => {
    if (!existsSync(page)) return [`README.md links to a docs page that does not exist: ${link}`]
    if (anchor && !headingsOf(page).includes(anchor))
      return [`README.md links to a heading its docs page does not have: ${link}`]
    return []
  })
}
