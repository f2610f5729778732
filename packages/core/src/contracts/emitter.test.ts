import { expect, test } from 'vitest'
import { createEmitter } from './emitter.js'

type Events = { accountsChanged: { accounts: string[] }; disconnect: { connectorId: string } }

test('listeners receive their event in the order they were added, until removed', () => {
  const emitter = createEmitter<Events>()
  const seen: string[] = []
  const stopFirst = emitter.on('accountsChanged', ({ accounts }) => seen.push(`first:${accounts.join()}`))
  emitter.on('accountsChanged', ({ accounts }) => seen.push(`second:${accounts.join()}`))
  emitter.on('disconnect', ({ connectorId }) => seen.push(`disconnect:${connectorId}`))
  emitter.emit('accountsChanged', { accounts: ['0xa'] })
  stopFirst()
  emitter.emit('accountsChanged', { accounts: ['0xb'] })
  expect(seen).toEqual(['first:0xa', 'second:0xa', 'second:0xb'])
  expect(emitter.listenerCount('accountsChanged')).toBe(1)
  expect(emitter.listenerCount('disconnect')).toBe(1)
})

test('a throwing listener does not stop the others; its error is rethrown after', () => {
  const emitter = createEmitter<Events>()
  const seen: string[] = []
  emitter.on('disconnect', () => {
    throw new Error('listener broke')
  })
  emitter.on('disconnect', ({ connectorId }) => seen.push(connectorId))
  expect(() => emitter.emit('disconnect', { connectorId: 'io.metamask' })).toThrowError('listener broke')
  expect(seen).toEqual(['io.metamask'])
})

test('a listener removing itself while called does not skip the next one', () => {
  const emitter = createEmitter<Events>()
  const seen: number[] = []
  const stop = emitter.on('disconnect', () => {
    seen.push(1)
    stop()
  })
  emitter.on('disconnect', () => seen.push(2))
  emitter.emit('disconnect', { connectorId: 'x' })
  emitter.emit('disconnect', { connectorId: 'x' })
  expect(seen).toEqual([1, 2, 2])
})
