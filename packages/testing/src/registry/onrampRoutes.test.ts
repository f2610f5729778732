import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApi } from '../../../core/src/api/createBlockchainApi.js'
import { fallbackOnrampOptions } from '../../../core/src/api/onrampFallbacks.js'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The provider API client of @latchkit/core against the rig's onramp routes and its stand-in for
// the provider's page. The registry is told of two local EVM chains (never called here).

let registry: Registry
const warnings: string[] = []
const logger: Logger = {
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
}
beforeAll(async () => {
  registry = await startRegistry({
    projectId: 'rig-project',
    evmRpcUrls: { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' },
  })
})
afterAll(() => registry.stop())

const api = () =>
  createBlockchainApi({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    logger,
  })
const visitor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The widget page's parameters as its definition list shows them. */
function listedParameters(html: string): Record<string, string> {
  const list = html.match(/<dl[^>]*>([\s\S]*?)<\/dl>/)?.[1] ?? ''
  return Object.fromEntries(
    [...list.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((row) => [row[1], row[2]]),
  )
}

describe('the onramp routes', () => {
  test("list ETH on the rig's own chains, and differ from the built-in fallback", async () => {
    const options = await api().getOnrampOptions()
    expect(warnings).toEqual([])
    expect(options).not.toEqual(fallbackOnrampOptions)
    expect(options.purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDT', 'ETH'])
    expect(
      options.purchaseCurrencies[1]?.networks.map((network) => [network.name, network.chain_id]),
    ).toEqual([
      ['base', '8453'],
      ['latchkit-local-31337', '31337'],
      ['latchkit-local-31338', '31338'],
    ])
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['GBP', 'USD'])
  })

  test('the generated URL opens the stand-in provider page, which lists what it received', async () => {
    const wallets = [{ address: visitor, blockchains: ['latchkit-local-31337'], assets: ['ETH'] }]
    const { url } = await api().generateOnrampUrl({
      destinationWallets: wallets,
      partnerUserId: visitor,
      defaultNetwork: 'latchkit-local-31337',
      defaultExperience: 'buy',
      presetFiatAmount: 42.5,
    })
    expect(url.startsWith(`${registry.url}/onramp/widget?`)).toBe(true)

    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<title>Rig onramp provider</title>')
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`)
    const listed = listedParameters(html)
    expect(listed).toMatchObject({
      partnerUserId: visitor,
      defaultNetwork: 'latchkit-local-31337',
      defaultExperience: 'buy',
      presetFiatAmount: '42.5',
      projectId: 'rig-project',
    })
    // Escaped, the JSON reads back as the wallets sent.
    const decoded = (listed.destinationWallets ?? '').replaceAll('&quot;', '"')
    expect(JSON.parse(decoded)).toEqual(wallets)
  })

  test('the page escapes every value and name it lists', async () => {
    const query = new URLSearchParams({
      st: 'latchkit',
      sv: 'test',
      projectId: 'rig-project',
      note: '<script>alert("x")</script>',
      '<b>name</b>': `it's & more`,
    })
    const html = await (await fetch(`${registry.url}/onramp/widget?${query}`)).text()
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>')
    expect(html).toContain('<dd>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</dd>')
    expect(html).toContain('<dt>&lt;b&gt;name&lt;/b&gt;</dt><dd>it&#39;s &amp; more</dd>')
  })
})
