import '@polkadot/api-augment'
import type { ApiPromise } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { KeyringPair } from '@polkadot/keyring/types'
import { PolkadotTransferError } from './errors.js'

/**
 * Sends `balances.transferKeepAlive(to, amount)` and resolves with the hash of the block it is in;
 * rejects with the chain's dispatch error. `from` is a key pair, or an address with the `signer`
 * that signs for it (a test wallet's, an extension's).
 *
 * Either InBlock or Finalized counts: in instant mode chopsticks may build the block before it
 * answers the submission with its subscription id, sending both notices first, and @polkadot/api's
 * WsProvider keeps only the last notice that came before the id. The first extrinsic after
 * start-up (its validation is slow) meets this; a site's own code meets it too.
 */
export function transferInBlock(
  api: ApiPromise,
  parameters: { from: KeyringPair | string; signer?: Signer | undefined; to: string; amount: bigint },
): Promise<`0x${string}`> {
  const { from, signer, to, amount } = parameters
  return new Promise((resolve, reject) => {
    api.tx.balances
      .transferKeepAlive(to, amount)
      .signAndSend(from, { signer }, ({ status, dispatchError }) => {
        if (dispatchError)
          reject(
            new PolkadotTransferError('The chain refused the transfer.', {
              details: dispatchError.toString(),
            }),
          )
        else if (status.isInBlock) resolve(status.asInBlock.toHex())
        else if (status.isFinalized) resolve(status.asFinalized.toHex())
      })
      .catch(reject)
  })
}
