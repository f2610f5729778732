import { expect, test } from 'vitest'
import { gridWindow, shouldLoadMore } from './gridWindow.js'

test('renders only the rows in view plus the overscan', () => {
  expect(
    gridWindow({ itemCount: 700, columns: 4, rowHeight: 100, scrollTop: 0, viewportHeight: 400 }),
  ).toEqual({
    start: 0,
    end: 24,
    offset: 0,
    totalHeight: 17_500,
  })
  // Scrolled to row 50: rows 48 to 56 are rendered.
  expect(
    gridWindow({ itemCount: 700, columns: 4, rowHeight: 100, scrollTop: 5000, viewportHeight: 400 }),
  ).toEqual({
    start: 192,
    end: 224,
    offset: 4800,
    totalHeight: 17_500,
  })
})

test('never goes past the last item, even scrolled beyond it', () => {
  const range = gridWindow({
    itemCount: 10,
    columns: 4,
    rowHeight: 100,
    scrollTop: 9000,
    viewportHeight: 400,
  })
  expect(range.end).toBe(10)
  expect(range.start).toBeLessThanOrEqual(range.end)
  expect(gridWindow({ itemCount: 0, columns: 4, rowHeight: 100, scrollTop: 0, viewportHeight: 400 })).toEqual(
    {
      start: 0,
      end: 0,
      offset: 0,
      totalHeight: 0,
    },
  )
})

test('loads the next page when the window reaches the last loaded row, once at a time', () => {
  const base = { loaded: 40, columns: 4, hasMore: true, isLoading: false, hasError: false }
  expect(shouldLoadMore({ ...base, end: 24 })).toBe(false)
  expect(shouldLoadMore({ ...base, end: 36 })).toBe(true)
  expect(shouldLoadMore({ ...base, end: 40, isLoading: true })).toBe(false)
  expect(shouldLoadMore({ ...base, end: 40, hasMore: false })).toBe(false)
  // After a failure only "Try again" fetches, so a broken registry is not hammered.
  expect(shouldLoadMore({ ...base, end: 40, hasError: true })).toBe(false)
})
