// Prints, from a saved `npm test` log, what failed: vitest's failed tests and unhandled errors,
// Playwright's failed tests and Nx's failed tasks. CI shows only the end of a long log, and a
// failure early in the run (a unit test of the first package) would otherwise scroll out of it.
// Usage: node scripts/failure-summary.mjs <log file>
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

const maxLines = 200
const lines = stripVTControlCharacters(readFileSync(process.argv[2] ?? '', 'utf8')).split('\n')

/** The lines from each heading that matches `start` up to the first line that matches `end`. */
function sections(start, end, { withEnd = false } = {}) {
  const found = []
  for (let index = 0; index < lines.length; index++) {
    if (!start.test(lines[index])) continue
    let last = index + 1
    while (last < lines.length && !end.test(lines[last])) last++
    found.push(...lines.slice(index, withEnd ? last + 1 : last), '')
    index = last - 1
  }
  return found
}

// The short lists first, then the details, so the cap cuts details, never which tests failed.
const summary = [
  // Nx: which tasks failed ("Failed tasks:", a blank line, then "- project:target" lines)
  ...sections(/Failed tasks:/, /^\s*[^\s-]/),
  // Playwright's closing list: "2 failed" then a line per test
  ...lines.filter((line) => /^\s+\d+ (failed|flaky)$|^\s+\[\w+\] › /.test(line)),
  // vitest: "⎯⎯ Failed Tests 2 ⎯⎯", "⎯⎯ Unhandled Errors ⎯⎯", each up to its last "⎯[2/2]⎯"
  ...sections(/⎯+ (Failed Tests|Failed Suites|Unhandled Errors?) /, /\[(\d+)\/\1\]⎯|^\s*Test Files\s/, {
    withEnd: true,
  }),
  // Playwright: each numbered failure with its error
  ...sections(/^\s+\d+\) \[\w+\] › /, /^\s+\d+\) \[\w+\] › |^\s+\d+ (passed|failed|flaky)/),
]

if (summary.length > 0) {
  console.log('\n==== What failed (from the log above) ====')
  console.log(summary.slice(0, maxLines).join('\n'))
  if (summary.length > maxLines) console.log(`... ${summary.length - maxLines} more lines in the log`)
}
