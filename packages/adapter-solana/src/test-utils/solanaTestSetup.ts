import { createLatchKit, createMemoryStorage, type LatchKit, type Logger, type Storage } from '@latchkit/core'
import type { SolanaRig } from '@latchkit/testing'
import { createSolanaWallet, type SolanaTestWallet } from '@latchkit/testing/wallets'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import type { SolanaAdapterOptions } from '../adapter/solanaAdapterOptions.js'
import { defineSolanaNetwork, type SolanaNetwork, solanaDevnet } from '../networks/solanaNetworks.js'

/** The rig's local cluster as a network. */
export function rigNetwork(rig: SolanaRig): SolanaNetwork {
  return defineSolanaNetwork({
    genesisHash: rig.genesisHash,
    name: 'LatchKit local cluster',
    rpcUrl: rig.rpcUrl,
    wsUrl: rig.wsUrl,
  })
}

/** The rig's test wallet: every rig key, listing the local cluster (where it sends) and devnet. */
export function createRigWallet(rig: SolanaRig): SolanaTestWallet {
  return createSolanaWallet({
    keypairs: rig.accounts.map((account) => account.keypair),
    chains: [rig.caipNetworkId, 'solana:devnet'],
    rpcUrls: { [rig.caipNetworkId]: rig.rpcUrl },
  })
}

const quietLogger: Logger = { warn: () => undefined, error: () => undefined }

/** A page load of a site using the kit with a Solana adapter on the rig (and devnet). */
export function loadSite(
  rig: SolanaRig,
  storage: Storage = createMemoryStorage(),
  options: Partial<SolanaAdapterOptions> = {},
): { kit: LatchKit; adapter: SolanaAdapter; storage: Storage } {
  const adapter = new SolanaAdapter({ networks: [rigNetwork(rig), solanaDevnet], ...options })
  const kit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    storage,
    basic: true,
    logger: quietLogger,
  })
  return { kit, adapter, storage }
}
