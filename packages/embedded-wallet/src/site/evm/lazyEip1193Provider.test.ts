import { describe, expect, test, vi } from 'vitest'
import { createLazyEip1193Provider } from './lazyEip1193Provider.js'

function setUp(options: { loggedIn: boolean }) {
  const request = vi.fn(async ({ method }: { method: string }) =>
    method === 'eth_accounts' ? ['0xabc'] : null,
  )
  const load = vi.fn(async (emit: (event: string, value: unknown) => void) => {
    setTimeout(() => emit('accountsChanged', ['0xabc']), 0)
    return { request }
  })
  const provider = createLazyEip1193Provider({
    isLoggedIn: () => options.loggedIn,
    load,
    chainIds: [31337, 1],
  })
  return { provider, load, request }
}

describe('the embedded wallet’s EIP-1193 provider before its code loads', () => {
  test('a visitor who never logged in: no accounts and the first chain, with nothing downloaded', async () => {
    const { provider, load } = setUp({ loggedIn: false })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    expect(load).not.toHaveBeenCalled()
  })

  test('a remembered login loads the wallet to answer, once, and its events reach the dapp’s listeners', async () => {
    const { provider, load, request } = setUp({ loggedIn: true })
    const changed = new Promise((resolve) => provider.on('accountsChanged', resolve))
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual(['0xabc'])
    await provider.request({ method: 'eth_blockNumber' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledTimes(2)
    await expect(changed).resolves.toEqual(['0xabc'])
  })

  test('a failed download is tried again on the next request', async () => {
    const request = vi.fn(async () => '0x1')
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ request })
    const provider = createLazyEip1193Provider({ isLoggedIn: () => true, load, chainIds: [1] })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toThrow('offline')
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x1')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
