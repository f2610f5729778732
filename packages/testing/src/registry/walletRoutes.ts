import type { RemoteFeatures } from '../../../core/src/contracts/walletRegistry.js'
import { badRequest, field, notFound, type Route } from './routes.js'
import { svgImageFor } from './svgImage.js'
import type { RegistryWallet } from './walletDataSet.js'

const listOf = (value: string | null) => (value ? value.split(',').filter((item) => item !== '') : [])

/** A page of wallets per the query of GET /getWallets. */
function selectWallets(wallets: readonly RegistryWallet[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? '1')
  const entries = Number(query.get('entries') ?? '40')
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(entries) || entries < 1 || entries > 500)
    return undefined
  const include = new Set(listOf(query.get('include')))
  const exclude = new Set(listOf(query.get('exclude')))
  const chains = listOf(query.get('chains'))
  const search = query.get('search')?.trim().toLowerCase()
  const badge = query.get('badge_type')
  const matching = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (badge !== 'certified' || wallet.badge_type === 'certified'),
  )
  const data = matching
    .slice((page - 1) * entries, page * entries)
    .map(({ order: _order, badge_type: _badge, ...wallet }) => wallet)
  return { data, count: matching.length }
}

const featureIds = ['email', 'socials', 'swaps', 'onramp', 'activity', 'branding', 'multiWallet'] as const

/** The wire form of the remote features: a list of `{ id, isEnabled, config }`. */
function featuresToWire(features: Partial<RemoteFeatures>) {
  return featureIds.flatMap((id) => {
    const value = features[id]
    if (value === undefined) return []
    return [{ id, isEnabled: value !== false, config: Array.isArray(value) ? value : null }]
  })
}

/** Whether `origin` is allowed: equal to an entry, or matching one whose `*` stands for any characters. */
function isAllowedByRig(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => {
    const pattern = new RegExp(
      `^${allowed
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]+')}$`,
    )
    return pattern.test(origin)
  })
}

const svg = (id: string, label?: string) => ({ text: svgImageFor(id, label), contentType: 'image/svg+xml' })

/** The wallet registry of spec section 7. */
export const walletRoutes: Route[] = [
  {
    method: 'GET',
    path: '/appkit/v1/config',
    handle: (_request, { config }) =>
      config.remoteFeatures === null
        ? notFound('No remote configuration')
        : { json: { features: featuresToWire(config.remoteFeatures) } },
  },
  {
    method: 'GET',
    path: '/projects/v1/origins',
    handle: (_request, { config }) => ({ json: { allowedOrigins: config.allowedOrigins } }),
  },
  {
    method: 'GET',
    path: '/getWallets',
    handle: ({ query }, { wallets }) => {
      const result = selectWallets(wallets, query)
      return result ? { json: result } : badRequest('page and entries must be positive whole numbers')
    },
  },
  {
    method: 'GET',
    path: '/getAnalyticsConfig',
    handle: (_request, { config }) => ({ json: { isAnalyticsEnabled: config.isAnalyticsEnabled } }),
  },
  {
    method: 'GET',
    path: '/getWalletImage/:id',
    handle: ({ params }, { wallets }) => {
      const wallet = wallets.find((candidate) => candidate.image_id === params.id)
      return wallet ? svg(wallet.image_id, wallet.name) : notFound('No such image')
    },
  },
  {
    method: 'GET',
    path: '/public/getAssetImage/:id',
    handle: ({ params }) => svg(`asset:${params.id}`, params.id),
  },
  {
    method: 'GET',
    path: '/public/getCurrencyImage/:id',
    handle: ({ params }) => svg(`currency:${params.id}`, params.id),
  },
  {
    method: 'GET',
    path: '/public/getTokenImage/:id',
    handle: ({ params }) => svg(`token:${params.id}`, params.id),
  },
  {
    method: 'POST',
    path: '/e',
    handle: ({ query, body }, { config, analyticsEvents }) => {
      const eventId = field(body, 'eventId')
      const url = field(body, 'url')
      const domain = field(body, 'domain')
      const timestamp = field(body, 'timestamp')
      if (typeof eventId !== 'string' || typeof url !== 'string' || typeof domain !== 'string')
        return badRequest('eventId, url and domain are required')
      if (typeof timestamp !== 'number') return badRequest('timestamp must be a number')
      let origin: string
      try {
        origin = new URL(url).origin
      } catch {
        return badRequest('url must be absolute')
      }
      if (!isAllowedByRig(origin, config.allowedOrigins))
        return { status: 403, json: { message: 'Origin not allowed' } }
      analyticsEvents.push({
        projectId: query.get('projectId') ?? '',
        st: query.get('st') ?? '',
        sv: query.get('sv') ?? '',
        eventId,
        url,
        domain,
        timestamp,
        props: field(body, 'props'),
      })
      return { status: 202, json: { ok: true } }
    },
  },
]
