import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The address prefix of the runtime in that genesis: it was built as Statemine's (Kusama Asset Hub),
 * whose `System.SS58Prefix` is Kusama's 2. The spec's properties name none, so polkadot-js reads
 * the runtime's constant (startPolkadotChain.test.ts checks that the two agree).
 */
export const rococoAssetHubGenesisSs58Prefix = 2

/**
 * Writes the raw chain spec of Rococo Asset Hub, as `@substrate/connect-known-chains` ships it, into
 * `directory` and returns the file's path. It is the only spec of that package with the whole
 * genesis state (runtime code included); the others hold a light-client checkpoint, which chopsticks
 * cannot start from. Its runtime has the Balances pallet (`transferKeepAlive`) and Aura, which
 * chopsticks needs for a chain it starts from a genesis. Resolves with the path and the chain's
 * name as the spec gives it (chopsticks' `system_chain` answers the spec's id instead).
 */
export async function writeChainSpecFile(directory: string): Promise<{ path: string; name: string }> {
  const { chainSpec } = await import('@substrate/connect-known-chains/rococo_v2_2_asset_hub')
  const path = join(directory, 'rococo-asset-hub.json')
  await writeFile(path, chainSpec)
  return { path, name: (JSON.parse(chainSpec) as { name: string }).name }
}
