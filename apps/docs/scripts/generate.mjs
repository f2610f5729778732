// The docs' generated pages, written before `vitepress build` (all gitignored): the API
// reference (src/api), the option tables and the error catalogue (src/generated). Fails on a
// broken reference in the TSDoc.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fixApiAnchors } from './fixApiAnchors.mjs'
import { repositoryRoot } from './publicEntryPoints.mjs'
import { readPackages } from './typedocProject.mjs'
import { writeErrorCatalogue } from './writeErrorCatalogue.mjs'
import { writeOptionTables } from './writeOptionTables.mjs'

const sourceFolder = join(repositoryRoot, 'apps/docs/src')
const startedAt = Date.now()
rmSync(join(sourceFolder, 'api'), { recursive: true, force: true })
rmSync(join(sourceFolder, 'generated'), { recursive: true, force: true })

const { app, project, classes, brokenReferences } = await readPackages()
await app.generateOutputs(project)
const anchorsFixed = fixApiAnchors(join(sourceFolder, 'api'))
writeOptionTables(project, join(sourceFolder, 'generated/options'))
const errorCount = writeErrorCatalogue(classes, join(sourceFolder, 'generated/errors.md'))

console.log(
  `docs: API reference (${anchorsFixed} numbered anchors mended), option tables and ${errorCount} error classes written in ${Date.now() - startedAt} ms`,
)
if (brokenReferences.length > 0) {
  console.error(`docs: ${brokenReferences.length} broken reference(s) in the TSDoc, listed above`)
  process.exit(1)
}
