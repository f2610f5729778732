import type { NonceStore } from './nonceStore.js'

/**
 * Sends one Redis command and gives its reply: node-redis's `(args) => client.sendCommand(args)`,
 * or ioredis's `([name, ...args]) => redis.call(name, ...args)`.
 */
export type RedisCommand = (args: string[]) => Promise<unknown>

export type CreateRedisNonceStoreParameters = {
  command: RedisCommand
  /** Put before each nonce to make its key. @default 'latchkit:siwx:nonce:' */
  keyPrefix?: string
}

/**
 * A nonce store in Redis (6.2 or later), which every instance of a site's server shares: each
 * nonce is a key that expires with it (`SET ... PXAT`), and it is taken with `GETDEL`, so exactly
 * one request gets it, on whichever instance, and every later one is refused. Bring the site's
 * own client; this package adds no driver.
 *
 * @example
 * import { createClient } from 'redis'
 * const client = await createClient({ url: process.env.REDIS_URL }).connect()
 * const nonceStore = createRedisNonceStore({ command: (args) => client.sendCommand(args) })
 */
export function createRedisNonceStore(parameters: CreateRedisNonceStoreParameters): NonceStore {
  const { command, keyPrefix = 'latchkit:siwx:nonce:' } = parameters
  return {
    async save(nonce, expiresAt) {
      const at = String(Math.floor(expiresAt))
      await command(['SET', `${keyPrefix}${nonce}`, at, 'PXAT', at])
    },
    async consume(nonce, now) {
      const kept = await command(['GETDEL', `${keyPrefix}${nonce}`])
      return kept !== null && kept !== undefined && Number(String(kept)) > now
    },
  }
}
