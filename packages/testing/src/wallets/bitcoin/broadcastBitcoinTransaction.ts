import type { Psbt } from 'bitcoinjs-lib'
import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'

const internalError = (message: string) =>
  new ProviderRpcError({ code: providerErrorCodes.internalError, message })

/**
 * Extracts the transaction of a finalized PSBT and sends it through the Esplora API's `POST /tx`,
 * as a wallet's own backend would; resolves its txid.
 * @throws {ProviderRpcError} -32602 for a PSBT with an input not finalized; -32603 when the wallet
 * has no Esplora URL or the network refuses the transaction (with the node's reason).
 */
export async function broadcastBitcoinTransaction(
  psbt: Psbt,
  esploraUrl: string | undefined,
): Promise<string> {
  let hex: string
  try {
    // The site chose the fee; bitcoinjs-lib's high-fee guard is not the wallet's call here.
    hex = psbt.extractTransaction(true).toHex()
  } catch (error) {
    throw invalidParams(
      `The PSBT cannot be broadcast: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!esploraUrl) throw internalError('The wallet has no Esplora URL to broadcast through.')
  let response: Response
  try {
    response = await fetch(`${esploraUrl.replace(/\/+$/, '')}/tx`, { method: 'POST', body: hex })
  } catch (error) {
    throw internalError(`The Esplora API did not answer: ${error instanceof Error ? error.message : error}`)
  }
  const text = (await response.text()).trim()
  if (!response.ok) throw internalError(`The network refused the transaction: ${text}`)
  return text
}
