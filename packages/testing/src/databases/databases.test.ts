import { afterAll, expect, test } from 'vitest'
import { startPostgres } from './startPostgres.js'
import { startRedis } from './startRedis.js'
import { tcpProbe } from './tcpProbe.js'

const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const stop of stops) await stop()
})

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('startRedis serves PING on 127.0.0.1 and stop() ends the process', async () => {
  const redis = await startRedis()
  stops.push(redis.stop)
  expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
  expect(await tcpProbe(redis.port, 'PING\r\n', '+PONG')).toBe(true)
  await redis.stop()
  expect(alive(redis.pid)).toBe(false)
  expect(await tcpProbe(redis.port, 'PING\r\n', '+PONG')).toBe(false)
})

test('two startPostgres clusters run side by side and stop() ends each', async () => {
  const [first, second] = await Promise.all([startPostgres(), startPostgres()])
  if (!first || !second) throw new Error('no cluster')
  stops.push(first.stop, second.stop)
  expect(first.port).not.toBe(second.port)
  // An SSLRequest: a PostgreSQL server without TLS answers 'N'.
  const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f])
  expect(await tcpProbe(first.port, sslRequest, 'N')).toBe(true)
  await first.stop()
  expect(alive(first.pid)).toBe(false)
  expect(await tcpProbe(second.port, sslRequest, 'N')).toBe(true)
})
