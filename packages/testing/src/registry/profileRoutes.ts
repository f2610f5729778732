import { isAddress, isHex, verifyMessage } from 'viem'
import type { RegistryNameProfile } from './registryState.js'
import { badRequest, field, notFound, type Route } from './routes.js'

/** The zone this API registers names in, and the legacy zone it still accepts. */
export const nameZone = 'reown.id'
const acceptedSuffixes = [`.${nameZone}`, '.wcn.id']
const labelPattern = /^[a-z0-9-]{4,}$/

/** How old a registration message may be; a newer one than now (past a little clock skew) is refused too. */
export const registrationMaxAgeSeconds = 10 * 60
const clockSkewSeconds = 5

/** Ethereum's coin type (SLIP-44), and the bit ENSIP-11 sets on an EVM chain id. */
const ethereumCoinType = 60
const evmCoinTypeBit = 0x80000000

/** Whether `coinType` is an EVM one: 60, or ENSIP-11's `0x80000000 | chainId`. */
function isEvmCoinType(coinType: unknown): coinType is number {
  return (
    coinType === ethereumCoinType ||
    (typeof coinType === 'number' &&
      Number.isInteger(coinType) &&
      coinType >= evmCoinTypeBit &&
      coinType <= 0xffffffff)
  )
}

/**
 * Whether a name's entry under `coinType` answers for an address on `chainId`: the chain's own coin
 * type, the EVM default (0x80000000) or 60; with no chain named (the identity call names none),
 * any EVM coin type.
 */
function answersFor(coinType: string, chainId: number | undefined): boolean {
  const value = Number(coinType)
  if (value === ethereumCoinType || value === evmCoinTypeBit) return true
  if (chainId === undefined) return isEvmCoinType(value)
  return value === (evmCoinTypeBit | chainId) >>> 0
}

/**
 * The name registered last for `address` (an EVM address, under a coin type that answers for
 * `chainId`), as GET /v1/identity answers it; undefined when it has none.
 */
export function registeredNameOf(
  names: ReadonlyMap<string, RegistryNameProfile>,
  address: string,
  chainId: number | undefined,
): RegistryNameProfile | undefined {
  const wanted = address.toLowerCase()
  return [...names.values()]
    .reverse()
    .find((profile) =>
      Object.entries(profile.addresses).some(
        ([coinType, entry]) => answersFor(coinType, chainId) && entry.address.toLowerCase() === wanted,
      ),
    )
}

type RegistrationMessage = { name: string; attributes: Record<string, string>; timestamp: number }

function readMessage(message: unknown): RegistrationMessage | undefined {
  if (typeof message !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(message)
    const name = field(parsed, 'name')
    const attributes = field(parsed, 'attributes') ?? {}
    const timestamp = field(parsed, 'timestamp')
    if (typeof name !== 'string' || typeof attributes !== 'object' || attributes === null) return undefined
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined
    return {
      name,
      timestamp,
      attributes: Object.fromEntries(
        Object.entries(attributes).filter((entry) => typeof entry[1] === 'string'),
      ),
    }
  } catch {
    return undefined
  }
}

/** Whether `name` is a label of letters, digits and hyphens (4 or more) in an accepted zone. */
function isRegistrableName(name: string): boolean {
  const suffix = acceptedSuffixes.find((end) => name.endsWith(end))
  return suffix !== undefined && labelPattern.test(name.slice(0, -suffix.length))
}

/** Registered names of the provider API (spec section 7): look-up, reverse, suggestions, register. */
export const profileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    handle: ({ params }, { names }) => {
      const profile = names.get((params.name ?? '').toLowerCase())
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
      const zone = query.get('zone') ?? nameZone
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
      const coinType = field(body, 'coin_type')
      const address = field(body, 'address')
      const signature = field(body, 'signature')
      const message = field(body, 'message')
      const content = readMessage(message)
      if (!isEvmCoinType(coinType) || typeof address !== 'string' || !isAddress(address))
        return badRequest('an EVM coin_type (60, or 0x80000000 | chainId) and an EVM address are required')
      if (!content || typeof message !== 'string' || !isHex(signature))
        return badRequest('message must be JSON with a name and a timestamp, signed by address')
      const name = content.name.toLowerCase()
      if (!isRegistrableName(name))
        return badRequest(
          `names are letters, digits and hyphens (at least 4) ending in ${acceptedSuffixes.join(' or ')}`,
        )
      // A replayed message: signed long ago (or dated ahead), it no longer registers anything.
      const now = Date.now() / 1000
      if (content.timestamp < now - registrationMaxAgeSeconds || content.timestamp > now + clockSkewSeconds)
        return badRequest('message timestamp is more than 10 minutes old or in the future')
      if (names.has(name)) return { status: 409, json: { message: 'Name already registered' } }
      const isValid = await verifyMessage({ address, message, signature }).catch(() => false)
      if (!isValid) return { status: 401, json: { message: 'Signature does not match address' } }
      names.set(name, {
        name,
        addresses: { [String(coinType)]: { address } },
        attributes: content.attributes,
      })
      return { json: { success: true } }
    },
  },
]
