import type { CreateLatchKitParameters } from '@latchkit/core'
import { expect, test } from 'vitest'
import { resolveWalletImages } from './walletImageUrl.js'

const base = { adapters: [], networks: [] } as unknown as CreateLatchKitParameters

test('the kit-built registry: its image endpoint with st, sv and projectId', () => {
  const images = resolveWalletImages(
    {
      ...base,
      projectId: 'p1',
      walletRegistryUrl: 'http://127.0.0.1:4000/registry/',
    } as CreateLatchKitParameters,
    undefined,
  )
  expect(images?.walletImageUrl('a b')).toBe(
    'http://127.0.0.1:4000/registry/getWalletImage/a%20b?st=latchkit&sv=ui&projectId=p1',
  )
  expect(images?.origin).toBe('http://127.0.0.1:4000')
})

test("the site's registry client wins; nothing without a registry or project id", () => {
  const images = resolveWalletImages(
    {
      ...base,
      projectId: 'p1',
      walletRegistry: {
        getRemoteFeatures: async () => null,
        getWalletImageUrl: (id: string) => `/images/${id}`,
      },
    } as unknown as CreateLatchKitParameters,
    'https://site.test/app/',
  )
  expect(images).toEqual({ walletImageUrl: expect.any(Function), origin: 'https://site.test' })
  expect(images?.walletImageUrl('x')).toBe('/images/x')
  expect(resolveWalletImages(base, undefined)).toBeUndefined()
})
