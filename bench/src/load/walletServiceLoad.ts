import { parseLoadOptions } from './loadOptions.js'
import { latencyTable, summaryLines } from './loadReport.js'
import { runWalletServiceLoad } from './runWalletServiceLoad.js'
import { writeLoadResults } from './writeLoadResults.js'

// npm run load:wallet [-- --users 200 --concurrency 50 --signatures 5 --write]: two instances of
// the wallet service on one throw-away PostgreSQL, under virtual users signing in by email,
// storing a wallet, fetching its auth share for each signature, refreshing and signing out.
// Exits with 1 on any error or failed database check; writes bench/results/ only with --write.
const options = parseLoadOptions(process.argv.slice(2))
const aborted = new AbortController()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`${signal}: stopping the instances, the mail catcher and PostgreSQL`)
    aborted.abort()
    process.exitCode = 130
  })

const result = await runWalletServiceLoad(options, {
  signal: aborted.signal,
  onProgress: (message) => console.log(message),
})
console.log(`\n${latencyTable(result)}\n`)
for (const line of summaryLines(result)) console.log(line)
if (options.write && !aborted.signal.aborted)
  for (const path of await writeLoadResults(result)) console.log(`wrote ${path}`)
if (!result.passed) {
  console.error('\nFAILED: the load met errors or the database is not as the virtual users left it.')
  process.exitCode = 1
}
