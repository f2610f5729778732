/**
 * The provider RPC host's URL for an EVM chain (spec section 7): `<blockchainApiUrl>/v1/` with the
 * chain as a CAIP-2 `chainId` and the `projectId`, e.g.
 * `https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=…`.
 */
export function providerRpcUrl(parameters: {
  blockchainApiUrl: string
  chainId: number
  projectId: string
}): string {
  const base = parameters.blockchainApiUrl.endsWith('/')
    ? parameters.blockchainApiUrl
    : `${parameters.blockchainApiUrl}/`
  const url = new URL('v1/', base)
  url.searchParams.set('chainId', `eip155:${parameters.chainId}`)
  url.searchParams.set('projectId', parameters.projectId)
  return url.toString()
}
