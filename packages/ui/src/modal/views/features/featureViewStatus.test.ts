import { expect, test } from 'vitest'
import { featureViewStatus } from './featureViewStatus.js'

const base = { hasChunk: true, isChunkLoaded: false, isChunkFailed: false, featureStatus: 'loading' } as const

test('the placeholder shows until both the chunk and the controller are there', () => {
  expect(featureViewStatus(base)).toBe('loading')
  expect(featureViewStatus({ ...base, isChunkLoaded: true })).toBe('loading')
  expect(featureViewStatus({ ...base, featureStatus: 'ready' })).toBe('loading')
  expect(featureViewStatus({ ...base, isChunkLoaded: true, featureStatus: 'ready' })).toBe('ready')
})

test('either download failing shows the failure', () => {
  expect(featureViewStatus({ ...base, isChunkFailed: true })).toBe('failed')
  expect(featureViewStatus({ ...base, isChunkLoaded: true, featureStatus: 'failed' })).toBe('failed')
})

test('a view without a chunk, or whose feature is off, never renders', () => {
  expect(featureViewStatus({ ...base, hasChunk: false, featureStatus: 'ready' })).toBe('loading')
  expect(featureViewStatus({ ...base, isChunkLoaded: true, featureStatus: undefined })).toBe('loading')
})
