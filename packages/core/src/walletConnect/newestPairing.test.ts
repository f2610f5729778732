import { EventEmitter } from 'node:events'
import { expect, it } from 'vitest'
import { followNewestPairing } from './newestPairing.js'

const uriOf = (topic: string) =>
  `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1795768973`

it("shows only the newest pairing's URI: one announced late by a failed attempt is not shown", () => {
  // The sign client's pairing controller announces each pairing it creates on this emitter.
  const events = new EventEmitter()
  const newest = followNewestPairing(events)
  const [failed, fresh] = ['1'.repeat(64), '2'.repeat(64)]

  // Before any pairing is seen (a provider made elsewhere), every URI shows.
  expect(newest.isNewest(uriOf(failed))).toBe(true)
  events.emit('pairing_create', { topic: failed, expiry: 1795768973, active: false })
  events.emit('pairing_create', { topic: fresh, expiry: 1795768973, active: false })
  expect(newest.isNewest(uriOf(failed))).toBe(false)
  expect(newest.isNewest(uriOf(fresh))).toBe(true)
  expect(newest.isNewest('not a uri')).toBe(false)
})
