import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from 'vitest'
import { runConcurrently } from './runConcurrently.js'

test('every index runs once, never more than the concurrency at a time, failures included', async () => {
  const ran: number[] = []
  let running = 0
  let mostAtOnce = 0
  await runConcurrently(10, 3, async (index) => {
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    await sleep(index % 2 ? 5 : 1)
    running--
    ran.push(index)
    if (index === 4) throw new RangeError('this user failed')
  })
  expect([...ran].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  expect(mostAtOnce).toBe(3)
})
