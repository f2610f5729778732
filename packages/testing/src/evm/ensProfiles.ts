import type { Address } from 'viem'
import type { EvmTestAccount } from './testAccounts.js'

/** The ENS name of a test account, as the rig's resolver answers it on every chain. */
export type EvmEnsProfile = {
  name: string
  address: Address
  /** The `avatar` text record: an inline SVG data URI, so viem returns it without fetching. */
  avatar: string
}

const profileSeeds = [
  { label: 'alice', color: '#6d28d9' },
  { label: 'bob', color: '#0f766e' },
  { label: 'carol', color: '#b45309' },
] as const

/** How many leading test accounts get a name; the rest have none, as most real accounts. */
export const ensProfileCount = profileSeeds.length

/** Names `alice.latch.eth`, `bob.latch.eth` and `carol.latch.eth` for the first three accounts. */
export function ensProfilesFor(accounts: readonly EvmTestAccount[]): EvmEnsProfile[] {
  return profileSeeds.flatMap(({ label, color }, index) => {
    const account = accounts[index]
    if (!account) return []
    return [{ name: `${label}.latch.eth`, address: account.address, avatar: avatarDataUri(label, color) }]
  })
}

function avatarDataUri(label: string, color: string): string {
  const initial = label.charAt(0).toUpperCase()
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${color}"/>`,
    `<text x="48" y="64" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('')
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
