import { VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import { encodeAccount, readAccountEncoding } from './accountEncoding.js'
import { invalidParams, RpcError, type RpcMethods } from './jsonRpc.js'
import type { ExecutionOutcome, Ledger } from './ledger.js'
import { feeForMessage } from './messageFee.js'
import { readConfig, readPubkey, readString, readUnsigned, withContext } from './rpcParams.js'
import { decodeWireTransaction, type WireTransaction } from './wireTransaction.js'

const maxSignatureStatuses = 256

/** Decodes a `sendTransaction` / `simulateTransaction` payload (base58 unless the config says base64). */
function readWireTransaction(value: unknown, encoding: unknown): WireTransaction {
  const text = readString(value, 'transaction')
  if (encoding !== undefined && encoding !== 'base58' && encoding !== 'base64') {
    throw invalidParams(`unsupported encoding ${JSON.stringify(encoding)}`)
  }
  try {
    return decodeWireTransaction(encoding === 'base64' ? Buffer.from(text, 'base64') : bs58.decode(text))
  } catch (error) {
    throw new RpcError(-32602, `failed to deserialize transaction: ${(error as Error).message}`)
  }
}

/** The `value` of a simulation, also the `data` of a failed preflight. */
const simulationValue = (outcome: ExecutionOutcome) => ({
  err: outcome.error?.json ?? null,
  logs: outcome.logs,
  unitsConsumed: outcome.unitsConsumed,
  returnData: outcome.returnData
    ? {
        programId: outcome.returnData.programId,
        data: [Buffer.from(outcome.returnData.data).toString('base64'), 'base64'],
      }
    : null,
  innerInstructions: null,
})

/** Sending, simulating and tracking transactions; the faucet; fees. */
export function transactionMethods(ledger: Ledger): RpcMethods {
  return {
    sendTransaction: ([encoded, config]) => {
      const options = readConfig(config, ledger)
      const wire = readWireTransaction(encoded, options.encoding)
      if (options.skipPreflight !== true) {
        const preflight = ledger.simulate(wire, { verifySignatures: true })
        if (preflight.error?.json === 'SignatureFailure') {
          throw new RpcError(-32003, 'Transaction signature verification failure')
        }
        if (preflight.error) {
          throw new RpcError(-32002, `Transaction simulation failed: ${preflight.error.text}`, {
            ...simulationValue(preflight),
            accounts: null,
            replacementBlockhash: null,
          })
        }
      }
      // As on a validator, a transaction that cannot pay its fee is dropped, not reported here.
      ledger.submit(wire)
      return wire.signature
    },
    simulateTransaction: ([encoded, config]) => {
      const options = readConfig(config, ledger)
      const wire = readWireTransaction(encoded, options.encoding)
      const replaceRecentBlockhash = options.replaceRecentBlockhash === true
      const verifySignatures = options.sigVerify === true
      if (verifySignatures && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      }
      const outcome = ledger.simulate(wire, { verifySignatures, checkBlockhash: !replaceRecentBlockhash })
      const requested = options.accounts as { addresses?: unknown; encoding?: unknown } | undefined
      let accounts = null
      if (requested !== undefined && requested !== null) {
        if (!Array.isArray(requested.addresses)) throw invalidParams('accounts.addresses must be an array')
        const encoding = readAccountEncoding(requested)
        accounts = requested.addresses.map((address) => {
          const key = readPubkey(address)
          const account = outcome.postAccounts.get(key) ?? ledger.account(key)
          return account ? encodeAccount(ledger, account, encoding) : null
        })
      }
      const replacementBlockhash = replaceRecentBlockhash ? ledger.clock.latestBlockhash() : null
      return withContext(ledger, { ...simulationValue(outcome), accounts, replacementBlockhash })
    },
    requestAirdrop: ([address, lamports, config]) => {
      readConfig(config, ledger)
      const recipient = readPubkey(address)
      const amount = readUnsigned(lamports, 'lamports')
      if (amount === 0) throw invalidParams('lamports must be more than 0')
      try {
        return ledger.airdrop(recipient, BigInt(amount))
      } catch (error) {
        throw new RpcError(-32603, `airdrop request failed: ${(error as Error).message}`)
      }
    },
    getSignatureStatuses: ([signatures, config]) => {
      readConfig(config, ledger)
      if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
      if (signatures.length > maxSignatureStatuses)
        throw invalidParams(`too many signatures (max ${maxSignatureStatuses})`)
      return withContext(
        ledger,
        signatures.map((signature) => {
          const status = ledger.status(readString(signature, 'signature'))
          if (!status) return null
          // Blocks are final as soon as they exist: there is one node and no fork.
          const result = status.err === null ? { Ok: null } : { Err: status.err }
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: result,
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getFeeForMessage: ([encoded, config]) => {
      readConfig(config, ledger)
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(Buffer.from(readString(encoded, 'message'), 'base64'))
      } catch (error) {
        throw invalidParams(`cannot decode the message: ${(error as Error).message}`)
      }
      // A validator prices only messages whose blockhash it still knows.
      const isKnown = ledger.clock.lastValidBlockHeight(message.recentBlockhash) !== undefined
      return withContext(ledger, isKnown ? Number(feeForMessage(message)) : null)
    },
  }
}
