import { WalletAccountNotFoundError } from '@latchkit/core'
import { bytesToHex } from '@noble/hashes/utils'
import type {} from '@polkadot/api-augment'
import type { PolkadotAdapterContext } from '../adapter/polkadotAdapterContext.js'
import { decodeSs58 } from '../utils/ss58.js'
import { checkTransfer, type PolkadotTransferParameters } from './checkTransfer.js'
import { followTransfer, type TransferMilestones } from './followTransfer.js'
import { toSubmitError } from './toSubmitError.js'

export type { PolkadotTransferParameters } from './checkTransfer.js'

/** A submitted transfer: its hash, and promises for its inclusion in a block and its finality. */
export type PolkadotTransfer = TransferMilestones & {
  /** The signed extrinsic's hash. */
  hash: `0x${string}`
}

/**
 * Sends `amount` of the network's token from the connection's active account to `recipient` with
 * `balances.transferKeepAlive` (which refuses to leave the sender below the existential deposit):
 * the wallet signs, the adapter submits over the network's RPC and resolves once the node took
 * it. `balanceChanged` is emitted for the sender when a block holds it.
 */
export async function transfer(
  context: PolkadotAdapterContext,
  parameters: PolkadotTransferParameters,
): Promise<PolkadotTransfer> {
  const { connection, sender, recipientId, value } = checkTransfer(context, parameters)
  const { network, wallet } = connection
  // The wallet is asked to sign for the address as it wrote it.
  const senderId = decodeSs58(sender.address)?.accountId
  const signerAccount = connection.walletAccounts.find(
    (account) => senderId && account.accountId === `0x${bytesToHex(senderId)}`,
  )
  if (!signerAccount) throw new WalletAccountNotFoundError({ wallet: wallet.name, address: sender.address })
  const signer = wallet.signer(network)

  const api = await context.apis.get(network)
  const extrinsic = api.tx.balances.transferKeepAlive(recipientId, value)
  let unsubscribe: (() => void) | undefined
  let isDone = false
  const milestones = followTransfer({
    onIncluded: () => context.emitter.emit('balanceChanged', { address: sender.address }),
    onDone: () => {
      isDone = true
      unsubscribe?.()
    },
  })
  try {
    unsubscribe = await extrinsic.signAndSend(signerAccount.address, { signer }, milestones.onStatus)
  } catch (error) {
    throw toSubmitError(error)
  }
  if (isDone) unsubscribe()
  return { hash: extrinsic.hash.toHex(), inBlock: milestones.inBlock, finalized: milestones.finalized }
}
