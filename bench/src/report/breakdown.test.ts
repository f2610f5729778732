import { expect, test } from 'vitest'
import type { VariantBuild } from '../build/buildVariant.js'
import type { ChunkReport } from '../build/bundleReport.js'
import { workspaceVariants } from '../build/variants.js'
import { sourceFilesTable } from './breakdown.js'

const chunk = (fileName: string, bytesBySource: ChunkReport['bytesBySource']): ChunkReport => ({
  fileName,
  isEntry: fileName.startsWith('assets/index'),
  imports: [],
  dynamicImports: [],
  bytesByPackage: {},
  gzipByPackage: {},
  bytesBySource,
})

test('lists the source files of the initial chunks only, largest gzip first, with the total', () => {
  const build = {
    variant: workspaceVariants[1],
    initialJs: ['/assets/index.js'],
    report: {
      packageRoots: {},
      chunks: [
        chunk('assets/index.js', {
          'core/src/a.ts': { rendered: 2048, gzip: 512 },
          'ui/src/b.ts': { rendered: 1024, gzip: 1024 },
        }),
        chunk('assets/lazy.js', { 'adapter-evm/src/actions/sendToken.ts': { rendered: 9999, gzip: 9999 } }),
      ],
    },
  } as unknown as VariantBuild

  expect(sourceFilesTable(build)).toMatchInlineSnapshot(`
    "| source file (packages/) | rendered KiB | gzip KiB (alone, before minifying) |
    | --- | --- | --- |
    | ui/src/b.ts | 1.0 | 1.0 |
    | core/src/a.ts | 2.0 | 0.5 |
    | all LatchKit source files | 3.0 | 1.5 |"
  `)
})
