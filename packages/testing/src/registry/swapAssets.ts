import { type Address, getAddress, isAddress } from 'viem'
import type { RegistryToken, SwapVenue } from './evmReader.js'

/** How the provider API writes the native currency's address in CAIP-10 (`eip155:1:0xeeee…`). */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const caip10 = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/

/** `eip155:<chain id>:<address>` read into its parts; undefined for anything else. */
export function readCaip10(value: unknown): { chainId: number; address: Address } | undefined {
  const match = typeof value === 'string' ? caip10.exec(value) : null
  if (!match?.[1] || !match[2]) return undefined
  return { chainId: Number(match[1]), address: getAddress(match[2].toLowerCase()) }
}

/** An account as the routes receive it, CAIP-10 or bare; undefined when it is no address. */
export function readAccountAddress(value: unknown): Address | undefined {
  if (typeof value !== 'string') return undefined
  const address = value.split(':').at(-1) ?? ''
  return isAddress(address, { strict: false }) ? getAddress(address.toLowerCase()) : undefined
}

/** A swap side: one of the venue's tokens, or its native currency (no address). */
export type SwapAsset = { token: RegistryToken; isNative: boolean }

/**
 * The venue's token that `address` names, or the native currency for `0xeeee…`; undefined for a
 * token the chain does not list.
 */
export function findSwapAsset(venue: SwapVenue, address: Address): SwapAsset | undefined {
  const wanted = address.toLowerCase()
  const token = venue.tokens.find((candidate) =>
    candidate.address === undefined
      ? wanted === nativeTokenAddress
      : candidate.address.toLowerCase() === wanted,
  )
  return token && { token, isNative: token.address === undefined }
}
