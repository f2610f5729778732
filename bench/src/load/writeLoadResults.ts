import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadMarkdown } from './loadReport.js'
import type { LoadResult } from './runWalletServiceLoad.js'

/** bench/results/ */
export const resultsDirectory = fileURLToPath(new URL('../../results/', import.meta.url))

/** Writes `wallet-service-load.json` and `.md` into `directory`; returns their paths. */
export async function writeLoadResults(result: LoadResult, directory = resultsDirectory): Promise<string[]> {
  await mkdir(directory, { recursive: true })
  const files = [
    [join(directory, 'wallet-service-load.json'), `${JSON.stringify(result, null, 2)}\n`],
    [join(directory, 'wallet-service-load.md'), loadMarkdown(result)],
  ] as const
  for (const [path, text] of files) await writeFile(path, text)
  return files.map(([path]) => path)
}
