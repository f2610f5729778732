import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { afterNextFrame } from './afterNextFrame.js'

let frames: FrameRequestCallback[] = []

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function drawFrame() {
  const callbacks = frames
  frames = []
  for (const callback of callbacks) callback(performance.now())
}

test('runs after the next frame, not in it, and calls queued callbacks together in order', () => {
  const calls: string[] = []
  afterNextFrame(() => calls.push('first'))
  afterNextFrame(() => calls.push('second'))
  expect(frames).toHaveLength(1)
  vi.advanceTimersByTime(0)
  expect(calls).toEqual([])
  drawFrame()
  expect(calls).toEqual([])
  vi.advanceTimersByTime(0)
  expect(calls).toEqual(['first', 'second'])
  // Nothing runs twice when the fallback timer comes due.
  vi.advanceTimersByTime(200)
  expect(calls).toEqual(['first', 'second'])
})

test('a cancelled callback never runs; the others still do', () => {
  const calls: string[] = []
  const cancel = afterNextFrame(() => calls.push('cancelled'))
  afterNextFrame(() => calls.push('kept'))
  cancel()
  drawFrame()
  vi.advanceTimersByTime(0)
  expect(calls).toEqual(['kept'])
})

test('without frames (a hidden page) the callbacks run after 100 ms', () => {
  const calls: string[] = []
  afterNextFrame(() => calls.push('late'))
  vi.advanceTimersByTime(99)
  expect(calls).toEqual([])
  vi.advanceTimersByTime(1)
  expect(calls).toEqual(['late'])
  // A frame drawn afterwards calls nothing again; a new call schedules anew.
  drawFrame()
  vi.advanceTimersByTime(0)
  expect(calls).toEqual(['late'])
  afterNextFrame(() => calls.push('next'))
  drawFrame()
  vi.advanceTimersByTime(0)
  expect(calls).toEqual(['late', 'next'])
})
