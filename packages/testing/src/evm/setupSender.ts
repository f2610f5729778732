import {
  type Address,
  type Chain,
  createClient,
  getContractAddress,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  type TransactionReceipt,
  type Transport,
} from 'viem'
import { getGasPrice, getTransactionCount, sendRawTransaction, waitForTransactionReceipt } from 'viem/actions'
import { ContractSetupError } from './errors.js'

/** A set-up transaction: a deployment when `to` is absent. */
export type SetupTransaction = {
  to?: Address | undefined
  data: Hex
  value?: bigint | undefined
  gas: bigint
}

/** A sent set-up transaction; a deployment's address is known before it is mined. */
export type SentTransaction = { hash: Hash; createdAddress: Address | undefined }

/** Sends `account`'s set-up transactions back to back, and confirms them together. */
export type SetupSender = {
  send(transaction: SetupTransaction): Promise<SentTransaction>
  /** Waits for every receipt; a reverted transaction throws. */
  confirm(sent: readonly SentTransaction[]): Promise<TransactionReceipt[]>
}

/**
 * Signs with `account`'s own key and numbers the nonces itself, so a transaction can be sent before
 * the ones it depends on are mined: the node runs one sender's transactions in nonce order. Each
 * names its gas limit, as an estimate would run against a state without the earlier ones.
 */
export function createSetupSender(parameters: { chain: Chain; account: LocalAccount }): SetupSender {
  const { chain, account } = parameters
  // A plain client and viem's standalone actions keep the typecheck fast (see deployRigContracts).
  const client = createClient<Transport, Chain>({ chain, transport: http(), pollingInterval: 10 })
  let next: Promise<{ nonce: number; maxFeePerGas: bigint }> | undefined

  async function send(transaction: SetupTransaction): Promise<SentTransaction> {
    // Twice the price of now leaves room for the base fee to rise while the set-up runs.
    next ??= Promise.all([
      getTransactionCount(client, { address: account.address, blockTag: 'pending' }),
      getGasPrice(client),
    ]).then(([nonce, gasPrice]) => ({ nonce, maxFeePerGas: gasPrice * 2n }))
    const taken = next
    next = taken.then(({ nonce, maxFeePerGas }) => ({ nonce: nonce + 1, maxFeePerGas }))
    const { nonce, maxFeePerGas } = await taken
    const serializedTransaction = await account.signTransaction({
      type: 'eip1559',
      chainId: chain.id,
      nonce,
      maxFeePerGas,
      maxPriorityFeePerGas: 0n,
      ...transaction,
    })
    const hash = await sendRawTransaction(client, { serializedTransaction })
    const createdAddress =
      transaction.to === undefined
        ? getContractAddress({ from: account.address, nonce: BigInt(nonce) })
        : undefined
    return { hash, createdAddress }
  }

  async function confirm(sent: readonly SentTransaction[]): Promise<TransactionReceipt[]> {
    return Promise.all(
      sent.map(async ({ hash }) => {
        const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 10 })
        if (receipt.status !== 'success')
          throw new ContractSetupError(`Rig set-up transaction ${hash} reverted on chain ${chain.id}.`)
        return receipt
      }),
    )
  }

  return { send, confirm }
}
