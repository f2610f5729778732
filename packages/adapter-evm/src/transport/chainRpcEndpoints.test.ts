import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { chainRpcEndpoints } from './chainRpcEndpoints.js'
import { providerRpcUrl } from './providerRpcUrl.js'

const urlsOf = (...parameters: Parameters<typeof chainRpcEndpoints>) =>
  chainRpcEndpoints(...parameters).map(({ url }) => url)

describe('chainRpcEndpoints', () => {
  it('with a project id: the provider RPC host first, then the chain’s public URL', () => {
    expect(urlsOf(mainnet, { projectId: 'abc123' })).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc123',
      ...mainnet.rpcUrls.default.http,
    ])
  })

  it('the site’s own URLs alone, in its order, with or without a project id', () => {
    const siteUrls = ['https://eth.site.example', 'https://backup.example/eth']
    expect(urlsOf(mainnet, { siteUrls, projectId: 'abc123' })).toEqual(siteUrls)
    expect(urlsOf(mainnet, { siteUrls })).toEqual(siteUrls)
  })

  it('without a project id or site URL: the chain’s public URLs, each once', () => {
    const chain = { ...mainnet, rpcUrls: { default: { http: ['https://a.example', 'https://a.example'] } } }
    expect(urlsOf(chain, {})).toEqual(['https://a.example'])
  })
})

describe('providerRpcUrl', () => {
  it('puts /v1/ under the provider host, keeping a path of its own', () => {
    const url = (blockchainApiUrl: string) =>
      providerRpcUrl({ blockchainApiUrl, chainId: 8453, projectId: 'p' })
    expect(url('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/v1/?chainId=eip155%3A8453&projectId=p')
    expect(url('https://proxy.example/wc/')).toBe(
      'https://proxy.example/wc/v1/?chainId=eip155%3A8453&projectId=p',
    )
  })
})
