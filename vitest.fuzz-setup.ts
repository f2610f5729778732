import fc from 'fast-check'

// Every property test's number of cases and seed. `npm test` runs 1,000 cases each with a fresh
// seed; `npm run fuzz` (scripts/fuzz.mjs) sets FUZZ_RUNS=10000 and the FUZZ_SEED it records in
// docs/reliability.md, so a failure there can be replayed with the same seed.
const numRuns = Number(process.env.FUZZ_RUNS ?? 1_000)
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)
fc.configureGlobal(seed === undefined ? { numRuns } : { numRuns, seed })
