import type { CreateLatchKitParameters } from '@latchkit/core'

/** The registry the kit calls when the site names none (core's default). */
const defaultRegistryUrl = 'https://api.web3modal.org'

/** What the modal needs to show registry wallet images: the URL of an image id, and its origin. */
export type WalletImages = { walletImageUrl: (imageId: string) => string; origin: string | undefined }

/**
 * The wallet image endpoint of the kit's registry (spec section 7: `/getWalletImage/{id}` with
 * `st`, `sv` and `projectId`): the site's registry client when it passes one, else the registry
 * the kit builds from `projectId` and `walletRegistryUrl`. Nothing without either.
 */
export function resolveWalletImages(
  parameters: CreateLatchKitParameters,
  baseUrl: string | undefined,
): WalletImages | undefined {
  const siteRegistry = parameters.walletRegistry
  const projectId = parameters.projectId
  let walletImageUrl: ((imageId: string) => string) | undefined
  if (siteRegistry) walletImageUrl = siteRegistry.getWalletImageUrl
  else if (projectId) {
    const registryUrl = (parameters as { walletRegistryUrl?: string }).walletRegistryUrl ?? defaultRegistryUrl
    const query = new URLSearchParams({ st: 'latchkit', sv: 'ui', projectId }).toString()
    const base = registryUrl.replace(/\/+$/, '')
    walletImageUrl = (imageId) => `${base}/getWalletImage/${encodeURIComponent(imageId)}?${query}`
  }
  if (!walletImageUrl) return undefined
  return { walletImageUrl, origin: originOf(walletImageUrl('probe'), baseUrl) }
}

function originOf(url: string, baseUrl: string | undefined): string | undefined {
  try {
    return new URL(url, baseUrl).origin
  } catch {
    return undefined
  }
}
