import { fileURLToPath } from 'node:url'
import type { KitFlow } from '../measure/kitFlows.js'

/** The bench folder (bench/), whatever the working directory. */
export const benchDir = fileURLToPath(new URL('../../', import.meta.url))
const appsDir = `${benchDir}src/apps/`

export type PeerName = 'appkit' | 'rainbowkit' | 'connectkit'

/** One build of the minimal app. */
export type Variant = {
  /** Short id, also the output folder's name. */
  name: string
  /** As the table shows it. */
  label: string
  /** The variant whose bytes and times this one is compared with (itself for a baseline). */
  baseline: string
  /** Where the app's bare imports resolve from: the folder of the package.json that installs them. */
  projectDir: string
  /** Vite's root: the folder of the variant's index.html. */
  htmlDir: string
  /** A peer's own npm project under bench/peers/, installed on demand. */
  peer?: PeerName | undefined
  /** Server-rendered: this module's `render()` fills the page's `<!--ssr-outlet-->`. */
  serverEntry?: string | undefined
  /** How long the pointer rests on the button before pressing it; 0 presses on arrival. @default 150 */
  hoverMs?: number | undefined
  /** The visitor asks for reduced motion (no open animation). @default false */
  reducedMotion?: boolean | undefined
  /** A LatchKit flow measured once the modal lists wallets (against the rig's registry and relay). */
  flow?: KitFlow | undefined
}

const peerLabels: Record<PeerName, string> = {
  appkit: 'Reown AppKit',
  rainbowkit: 'RainbowKit',
  connectkit: 'ConnectKit',
}

/** The workspace's own variants: no install beyond the workspace's. */
export const workspaceVariants: readonly Variant[] = [
  {
    name: 'baseline',
    label: 'baseline',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}baseline`,
  },
  {
    name: 'latchkit',
    label: 'LatchKit',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit`,
  },
  // Pressed as soon as the pointer arrives, like a tap: the hover prefetch has no head start.
  {
    name: 'latchkit-tap',
    label: 'LatchKit, pressed on arrival (no hover)',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit`,
    hoverMs: 0,
  },
  // Without the open animation: shows what the fade-in costs the modal-open time.
  {
    name: 'latchkit-reduced-motion',
    label: 'LatchKit, reduced motion',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit`,
    reducedMotion: true,
  },
  // Pressing WalletConnect in the modal: the pairing over the rig's relay, drawn as a QR code.
  {
    name: 'latchkit-qr',
    label: 'LatchKit, WalletConnect QR',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit`,
    flow: 'walletConnectQr',
  },
  // All wallets, then a search over the rig registry's 700 wallets.
  {
    name: 'latchkit-search',
    label: 'LatchKit, search over 700 wallets',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit`,
    flow: 'search',
  },
  // Two chain namespaces: the Solana adapter (Solana mainnet) next to the EVM one.
  {
    name: 'latchkit-solana',
    label: 'LatchKit + Solana adapter',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-solana`,
  },
  // The Bitcoin namespace (Bitcoin mainnet) next to the EVM one.
  {
    name: 'latchkit-bitcoin',
    label: 'LatchKit + Bitcoin adapter',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-bitcoin`,
  },
  // The Polkadot namespace (Polkadot) next to the EVM one.
  {
    name: 'latchkit-polkadot',
    label: 'LatchKit + Polkadot adapter',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-polkadot`,
  },
  // The embedded wallet (email login) on the EVM adapter, which builds its own wagmi config.
  {
    name: 'latchkit-email',
    label: 'LatchKit + embedded wallet (email, social, Farcaster)',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-email`,
  },
  // The flows a site installs itself (swaps through the provider API, onramp, names, pay), for
  // their views' budgets.
  {
    name: 'latchkit-flows',
    label: 'LatchKit + swaps, onramp, names, pay',
    baseline: 'baseline',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-flows`,
  },
]

/** Server-rendered then hydrated pages, for the hydration check (errors and layout shifts). */
export const ssrVariants: readonly Variant[] = [
  {
    name: 'baseline-ssr',
    label: 'baseline, SSR',
    baseline: 'baseline-ssr',
    projectDir: benchDir,
    htmlDir: `${appsDir}baseline-ssr`,
    serverEntry: `${appsDir}baseline-ssr/server.tsx`,
  },
  {
    name: 'latchkit-ssr',
    label: 'LatchKit, SSR',
    baseline: 'baseline-ssr',
    projectDir: benchDir,
    htmlDir: `${appsDir}latchkit-ssr`,
    serverEntry: `${appsDir}latchkit-ssr/server.tsx`,
  },
]

/** Each peer and the baseline built from the same install (its wagmi and React majors). */
export function peerVariants(peer: PeerName): Variant[] {
  const projectDir = `${benchDir}peers/${peer}/`
  return [
    {
      name: `${peer}-baseline`,
      label: `baseline (${peerLabels[peer]}'s versions)`,
      baseline: `${peer}-baseline`,
      projectDir,
      htmlDir: `${projectDir}baseline`,
      peer,
    },
    {
      name: peer,
      label: peerLabels[peer],
      baseline: `${peer}-baseline`,
      projectDir,
      htmlDir: `${projectDir}app`,
      peer,
    },
  ]
}

export const peerNames: readonly PeerName[] = ['appkit', 'rainbowkit', 'connectkit']
