import type { WalletRegistry } from '../contracts/walletRegistry.js'
import { buildUrl } from '../http/buildUrl.js'
import { type ServiceClientParameters, serviceParams } from '../http/serviceParams.js'

/** The registry's image URLs (spec section 7), with `st`, `sv` and `projectId`; built without a request. */
export function createWalletImageUrls(
  parameters: ServiceClientParameters,
): Pick<
  WalletRegistry,
  'getWalletImageUrl' | 'getAssetImageUrl' | 'getCurrencyImageUrl' | 'getTokenImageUrl'
> {
  const params = serviceParams(parameters)
  const imageUrl = (folder: string, id: string) =>
    buildUrl(parameters.baseUrl, `${folder}/${encodeURIComponent(id)}`, params)
  return {
    getWalletImageUrl: (imageId) => imageUrl('/getWalletImage', imageId),
    getAssetImageUrl: (assetId) => imageUrl('/public/getAssetImage', assetId),
    getCurrencyImageUrl: (currencyId) => imageUrl('/public/getCurrencyImage', currencyId),
    getTokenImageUrl: (tokenSymbol) => imageUrl('/public/getTokenImage', tokenSymbol),
  }
}
