import { onrampWidgetPage } from './onrampWidgetPage.js'
import type { RegistryState } from './registryState.js'
import { badRequest, field, type Route } from './routes.js'

/** The rig's onramp options; they differ from the client's built-in fallback (GBP, USDT) on purpose. */
const rigOnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'usdt',
      name: 'Tether',
      symbol: 'USDT',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xdac17f958d2ee523a2206206994597c13d831ec7',
        },
      ],
    },
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
    },
  ],
  paymentCurrencies: [
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] },
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '5.00', max: '9000.00' }] },
  ],
}

/**
 * The options with the rig's own EVM chains (those the registry reads and serves) added to ETH's
 * networks, so a visitor on a rig chain finds a currency bought on it.
 */
function optionsFor({ config, evm }: RegistryState) {
  const rigNetworks = config.supportedChains.http
    .filter((caipNetworkId) => caipNetworkId.startsWith('eip155:'))
    .map((caipNetworkId) => Number(caipNetworkId.slice('eip155:'.length)))
    .filter((chainId) => evm.hasChain(chainId))
    .map((chainId) => ({
      name: `latchkit-local-${chainId}`,
      display_name: `LatchKit Local ${chainId}`,
      chain_id: String(chainId),
      contract_address: '',
    }))
  return {
    ...rigOnrampOptions,
    purchaseCurrencies: rigOnrampOptions.purchaseCurrencies.map((currency) =>
      currency.id === 'eth' ? { ...currency, networks: [...currency.networks, ...rigNetworks] } : currency,
    ),
  }
}

/** The service parameters every GET to the registry carries, for the widget's URL. */
const serviceParams = ['st', 'sv', 'projectId'] as const

/** Onramp URL, options and quotes, and smart sessions of the provider API (spec section 7). */
export const onrampRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/generators/onrampurl',
    handle: ({ body, query }, { baseUrl, config }) => {
      const wallets = field(body, 'destinationWallets')
      const partnerUserId = field(body, 'partnerUserId')
      if (!Array.isArray(wallets) || wallets.length === 0 || typeof partnerUserId !== 'string')
        return badRequest('destinationWallets and partnerUserId are required')
      const url = new URL('/onramp/widget', baseUrl)
      // The widget is a GET to the registry, which wants the service parameters: the caller's.
      for (const name of serviceParams)
        url.searchParams.set(
          name,
          query.get(name) ?? (name === 'projectId' ? (config.projectId ?? 'rig') : 'rig'),
        )
      url.searchParams.set('partnerUserId', partnerUserId)
      url.searchParams.set('destinationWallets', JSON.stringify(wallets))
      for (const name of ['defaultNetwork', 'defaultExperience', 'presetCryptoAmount', 'presetFiatAmount']) {
        const value = field(body, name)
        if (value !== undefined) url.searchParams.set(name, String(value))
      }
      return { json: { url: url.toString() } }
    },
  },
  { method: 'GET', path: '/v1/onramp/options', handle: (_request, state) => ({ json: optionsFor(state) }) },
  {
    method: 'GET',
    path: '/onramp/widget',
    handle: ({ query }) => ({ text: onrampWidgetPage(query), contentType: 'text/html; charset=utf-8' }),
  },
  {
    method: 'POST',
    path: '/v1/onramp/quote',
    handle: ({ body }) => {
      const amount = Number(field(body, 'amount'))
      const purchase =
        field(field(body, 'purchaseCurrency'), 'symbol') ?? field(field(body, 'purchaseCurrency'), 'id')
      const payment = field(field(body, 'paymentCurrency'), 'id')
      if (!(amount > 0) || typeof purchase !== 'string' || typeof payment !== 'string')
        return badRequest('amount, purchaseCurrency and paymentCurrency are required')
      const fee = Math.round(amount * 1.5) / 100
      return {
        json: {
          networkFee: { amount: '0.50', currency: payment },
          paymentSubtotal: { amount: amount.toFixed(2), currency: payment },
          paymentTotal: { amount: (amount + fee + 0.5).toFixed(2), currency: payment },
          purchaseAmount: { amount: (amount / 2).toFixed(6), currency: purchase },
          quoteId: `rig-quote-${purchase}-${payment}-${amount}`,
        },
      }
    },
  },
  {
    method: 'GET',
    path: '/v1/sessions/:address',
    handle: ({ params }, { sessions }) => ({
      json: { pcis: sessions.get((params.address ?? '').toLowerCase()) ?? [] },
    }),
  },
  {
    method: 'POST',
    path: '/v1/sessions/:address/revoke',
    handle: ({ params, body }, { sessions }) => {
      const pci = field(body, 'pci')
      if (typeof pci !== 'string' || typeof field(body, 'signature') !== 'string')
        return badRequest('pci and signature are required')
      const address = (params.address ?? '').toLowerCase()
      const list = sessions.get(address) ?? []
      if (!list.some((session) => session.pci === pci))
        return { status: 404, json: { message: 'No such session' } }
      sessions.set(
        address,
        list.filter((session) => session.pci !== pci),
      )
      return { json: { success: true } }
    },
  },
]
