import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.js'

describe('loadOnce', () => {
  it('imports nothing until the first call, then imports once for every caller', async () => {
    const importModule = vi.fn(async () => ({ answer: 42 }))
    const load = loadOnce(importModule).get
    expect(importModule).not.toHaveBeenCalled()

    const [first, second] = await Promise.all([load(), load()])
    await load()

    expect(importModule).toHaveBeenCalledTimes(1)
    expect(first).toBe(second)
    expect(first).toEqual({ answer: 42 })
  })

  it('tries again after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ answer: 42 })
    const load = loadOnce(importModule).get

    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module')
    await expect(load()).resolves.toEqual({ answer: 42 })
    expect(importModule).toHaveBeenCalledTimes(2)
  })
})
