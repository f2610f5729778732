// The rig's database servers (PostgreSQL, Redis), for tests of stores several server instances
// share.
export { DatabaseStartError } from './errors.js'
export { freePort } from './freePort.js'
export { type Postgres, startPostgres } from './startPostgres.js'
export { type Redis, startRedis } from './startRedis.js'
