import { createHash } from 'node:crypto'

/** A wallet as the rig's registry serves it (the wire shape of GET /getWallets). */
export type RegistryWallet = {
  id: string
  name: string
  rdns: string | null
  image_id: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
  /** Order in which the registry lists wallets (lower first). */
  order: number
}

/** Networks the generated wallets support (CAIP-2). */
export const rigWalletChains = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:31337',
  'eip155:31338',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
] as const

// Wallets the spec's rules name (Coinbase on mobile, Phantom and Solflare on Solana) come first,
// so the modal's special cases can be tested against the registry.
const namedWallets = [
  { name: 'MetaMask', rdns: 'io.metamask', chains: 'evm' },
  { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', chains: 'evm+solana' },
  { name: 'Phantom', rdns: 'app.phantom', chains: 'evm+solana' },
  { name: 'Solflare', rdns: 'com.solflare', chains: 'solana' },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', chains: 'all' },
  { name: 'Rabby Wallet', rdns: 'io.rabby', chains: 'evm' },
] as const

const adjectives = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kelp',
  'Lumen',
  'Marble',
  'Nimbus',
  'Onyx',
  'Pebble',
  'Quartz',
  'Russet',
  'Sable',
  'Tundra',
  'Umber',
  'Velvet',
  'Willow',
  'Xenon',
  'Yarrow',
  'Zephyr',
]
const nouns = [
  'Wallet',
  'Vault',
  'Keys',
  'Pocket',
  'Safe',
  'Purse',
  'Locker',
  'Ledger',
  'Pouch',
  'Chest',
  'Satchel',
  'Keyring',
  'Strongbox',
  'Coffer',
  'Till',
  'Wallet Pro',
  'Wallet Lite',
  'Hub',
  'Nest',
  'Port',
  'Gate',
  'Dock',
  'Deck',
  'Stash',
  'Bank',
  'Cellar',
  'Crate',
]

/** A small seeded generator (mulberry32): the same seed gives the same data set on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '')
}

function idOf(name: string): string {
  return createHash('sha256').update(`latchkit-rig:${name}`).digest('hex')
}

function chainsOf(kind: string, random: () => number): string[] {
  const evm = rigWalletChains.filter((chain) => chain.startsWith('eip155:'))
  if (kind === 'evm') return [...evm]
  if (kind === 'solana') return [rigWalletChains[7]]
  if (kind === 'evm+solana') return [...evm, rigWalletChains[7]]
  if (kind === 'all') return [...rigWalletChains]
  return rigWalletChains.filter((_chain, index) => index === 0 || random() < 0.35)
}

/**
 * The rig's wallet registry: `count` deterministic wallets (ids are sha-256 of the name, links
 * and chains from a seeded generator), the named ones of `namedWallets` first.
 */
export function createWalletDataSet(count = 700, seed = 7): RegistryWallet[] {
  const random = createRandom(seed)
  const wallets: RegistryWallet[] = []
  const names = new Set<string>()
  const add = (name: string, rdns: string | null, chains: string[]) => {
    const slug = slugOf(name)
    const hasMobile = random() < 0.8
    const hasDesktop = random() < 0.3
    const hasWebapp = random() < 0.2
    wallets.push({
      id: idOf(name),
      name,
      rdns,
      image_id: idOf(`image:${name}`),
      mobile_link: hasMobile ? `${slug}://` : null,
      desktop_link: hasDesktop ? `${slug}-desktop://` : null,
      webapp_link: hasWebapp ? `https://${slug}.wallet.test/` : null,
      chains,
      badge_type: wallets.length < 60 || random() < 0.1 ? 'certified' : 'none',
      order: wallets.length,
    })
    names.add(name)
  }
  for (const { name, rdns, chains } of namedWallets) add(name, rdns, chainsOf(chains, random))
  for (let index = 0; wallets.length < count; index++) {
    const adjective = adjectives[index % adjectives.length] ?? 'Plain'
    const noun = nouns[Math.floor(index / adjectives.length) % nouns.length] ?? 'Wallet'
    const round = Math.floor(index / (adjectives.length * nouns.length))
    const name = round === 0 ? `${adjective} ${noun}` : `${adjective} ${noun} ${round + 1}`
    if (names.has(name)) continue
    const rdns = random() < 0.6 ? `test.${slugOf(name)}` : null
    add(name, rdns, chainsOf('random', random))
  }
  return wallets
}
