import { withUserRejectionMapped } from '@latchkit/core'
import { Psbt } from 'bitcoinjs-lib'
import { type BitcoinAdapterContext, requireConnection } from '../adapter/bitcoinAdapterContext.js'
import { InvalidBitcoinPsbtError } from '../errors/sendErrors.js'
import { prepareBitcoinjs, toBitcoinjsNetwork } from './bitcoinjs.js'
import { watchConfirmation } from './watchConfirmation.js'

/** What `adapter.signPsbt` has the wallet sign. */
export type BitcoinSignPsbtParameters = {
  connectorId: string
  /** The PSBT, base64. */
  psbt: string
  /** Which inputs each of the wallet's addresses signs: address → input indexes. */
  signInputs: Readonly<Record<string, readonly number[]>>
  /**
   * Whether the wallet also broadcasts the signed transaction.
   * @default false
   */
  broadcast?: boolean | undefined
}

/** The signed PSBT (base64) and, when the wallet broadcast it, its txid. */
export type BitcoinSignPsbtResult = { psbt: string; txid?: string | undefined }

/**
 * Has the wallet sign a PSBT the site built (base64 in and out), on the connection's network; with
 * `broadcast`, the wallet also sends it, and once it confirms the adapter emits `balanceChanged`
 * for each signing address.
 *
 * @example
 * const { psbt } = await bitcoin.signPsbt({ connectorId, psbt: base64, signInputs: { [address]: [0, 1] } })
 * @throws {InvalidBitcoinPsbtError} for a PSBT that is not base64 of a PSBT, or `signInputs` naming
 * no input or one the PSBT lacks, before the wallet is asked.
 * @throws {UserRejectedRequestError} when the visitor declines.
 */
export async function signPsbt(
  context: BitcoinAdapterContext,
  parameters: BitcoinSignPsbtParameters,
  signal: AbortSignal,
): Promise<BitcoinSignPsbtResult> {
  const { psbt, signInputs = {} } = parameters
  const { network, wallet } = requireConnection(context, parameters.connectorId)
  prepareBitcoinjs()
  let inputCount: number
  try {
    inputCount = Psbt.fromBase64(psbt, { network: toBitcoinjsNetwork(network.bitcoin) }).inputCount
  } catch (cause) {
    throw new InvalidBitcoinPsbtError({ details: 'psbt is not a base64 PSBT.', cause })
  }
  const signers = Object.entries(signInputs)
  if (signers.every(([, indexes]) => indexes.length === 0))
    throw new InvalidBitcoinPsbtError({ details: 'signInputs names no input.' })
  for (const [address, indexes] of signers)
    for (const index of indexes)
      if (!Number.isInteger(index) || index < 0 || index >= inputCount)
        throw new InvalidBitcoinPsbtError({
          details: `signInputs names input ${index} for ${address}; the PSBT has ${inputCount}.`,
        })
  const result = await withUserRejectionMapped(() =>
    wallet.signPsbt({ psbt, signInputs, broadcast: parameters.broadcast ?? false, network }),
  )
  const { txid } = result
  if (txid)
    watchConfirmation({
      txid,
      esplora: await context.esplora(network),
      signal,
      onConfirmed: () => {
        for (const [address] of signers) context.emitter.emit('balanceChanged', { address })
      },
    })
  return txid ? { psbt: result.psbt, txid } : { psbt: result.psbt }
}
