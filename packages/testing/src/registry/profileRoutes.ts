import { isAddress, isHex, verifyMessage } from 'viem'
import { badRequest, field, notFound, type Route } from './routes.js'

const nameSuffix = '.reown.id'
const labelPattern = /^[a-zA-Z0-9-]{4,}$/

function readMessage(message: unknown): { name: string; attributes: Record<string, string> } | undefined {
  if (typeof message !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(message)
    const name = field(parsed, 'name')
    const attributes = field(parsed, 'attributes') ?? {}
    if (typeof name !== 'string' || typeof attributes !== 'object' || attributes === null) return undefined
    return {
      name,
      attributes: Object.fromEntries(
        Object.entries(attributes).filter((entry) => typeof entry[1] === 'string'),
      ),
    }
  } catch {
    return undefined
  }
}

/** Registered names of the provider API (spec section 7): look-up, reverse, suggestions, register. */
export const profileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    handle: ({ params }, { names }) => {
      const profile = names.get(params.name ?? '')
      return profile ? { json: profile } : notFound('Name not registered')
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    handle: ({ params }, { names }) => {
      const address = (params.address ?? '').toLowerCase()
      const profiles = [...names.values()].filter((profile) =>
        Object.values(profile.addresses).some((entry) => entry.address.toLowerCase() === address),
      )
      return { json: profiles }
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    handle: ({ params, query }, { names }) => {
      const zone = query.get('zone') ?? 'reown.id'
      const label = (params.name ?? '').replace(/\..*$/, '').toLowerCase()
      const candidates = [label, `${label}-1`, `${label}-app`, `the-${label}`].map(
        (base) => `${base}.${zone}`,
      )
      return { json: { suggestions: candidates.map((name) => ({ name, registered: names.has(name) })) } }
    },
  },
  {
    method: 'POST',
    path: '/v1/profile/account',
    handle: async ({ body }, { names }) => {
      const address = field(body, 'address')
      const signature = field(body, 'signature')
      const message = field(body, 'message')
      const content = readMessage(message)
      if (field(body, 'coin_type') !== 60 || typeof address !== 'string' || !isAddress(address))
        return badRequest('coin_type 60 and an EVM address are required')
      if (!content || typeof message !== 'string' || !isHex(signature))
        return badRequest('message must be JSON with a name, signed by address')
      if (!content.name.endsWith(nameSuffix) || !labelPattern.test(content.name.slice(0, -nameSuffix.length)))
        return badRequest(`names are letters, digits and hyphens (at least 4) ending in ${nameSuffix}`)
      if (names.has(content.name)) return { status: 409, json: { message: 'Name already registered' } }
      const isValid = await verifyMessage({ address, message, signature }).catch(() => false)
      if (!isValid) return { status: 401, json: { message: 'Signature does not match address' } }
      names.set(content.name, {
        name: content.name,
        addresses: { '60': { address } },
        attributes: content.attributes,
      })
      return { json: { success: true } }
    },
  },
]
