import { base58, base64 } from '@scure/base'
import type { WalletAccountKeys } from '../keys/accounts.js'
import { signPersonalMessage, signTransaction, signTypedDataV4 } from '../keys/signers/evmSigner.js'
import { signSolanaMessage, signSolanaTransactionMessage } from '../keys/signers/solanaSigner.js'
import type {
  FrameEvmTransaction,
  FrameSignRequest,
  FrameUserOperationRequest,
} from '../protocol/framePayloads.js'
import type { SmartAccountNetwork } from '../server/api.js'
import { AccountMismatchError } from './errors.js'
import { checkUserOperation } from './userOperation/checkUserOperation.js'
import { UserOperationRefusedError } from './userOperation/errors.js'
import { userOperationHash } from './userOperation/userOperationHash.js'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Signs one filled EVM transaction (the serialized signed transaction, hex). */
function signEvmTransaction(
  transaction: FrameEvmTransaction,
  evm: WalletAccountKeys['evm'],
): Promise<string> {
  if (!sameAddress(transaction.from, evm.address)) throw new AccountMismatchError()
  return signTransaction(evm.privateKey, {
    chainId: Number(transaction.chainId),
    nonce: Number(transaction.nonce),
    gas: BigInt(transaction.gas),
    ...(transaction.to ? { to: transaction.to as `0x${string}` } : {}),
    value: BigInt(transaction.value ?? '0x0'),
    ...(transaction.data ? { data: transaction.data as `0x${string}` } : {}),
    maxFeePerGas: BigInt(transaction.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(transaction.maxPriorityFeePerGas),
  })
}

/**
 * Signs a smart account's user operation as its owner, the visitor's EOA: EIP-191 over the 32
 * bytes of the hash the frame computes itself, which SimpleAccount v0.7 checks as
 * `ECDSA.recover(toEthSignedMessageHash(userOpHash), signature) == owner`. The operation is
 * checked again first, so no path signs one the checks refuse.
 */
async function signUserOperation(
  request: FrameUserOperationRequest,
  evm: WalletAccountKeys['evm'],
  networks: readonly SmartAccountNetwork[] | undefined,
): Promise<string> {
  if (!networks) throw new UserOperationRefusedError('smartAccountsUnavailable')
  checkUserOperation(request, { owner: evm.address, networks })
  // `personal_sign` of 0x-hex signs its bytes: here the hash's 32 bytes, as the account expects.
  return signPersonalMessage(evm.privateKey, userOperationHash(request))
}

/**
 * Signs an approved request with the visitor's keys: EVM answers are hex (a signature, or the
 * serialized signed transaction; a batch's signed transactions in order); Solana answers are the
 * 64-byte signature in base58. A user operation is signed only on one of the operator's
 * `smartAccountNetworks` (the service's `GET /v1/smart-accounts`).
 * @throws {AccountMismatchError} when the request names another account.
 * @throws {UserOperationRefusedError} for a user operation without networks, or one they refuse.
 */
export async function signRpc(
  request: FrameSignRequest,
  accounts: WalletAccountKeys,
  options: { smartAccountNetworks?: readonly SmartAccountNetwork[] | undefined } = {},
): Promise<string | string[]> {
  if (request.namespace === 'solana') {
    const bytes = base64.decode(request.params.message)
    const signature =
      request.method === 'solana_signMessage'
        ? signSolanaMessage(accounts.solana.secretKey, bytes)
        : signSolanaTransactionMessage(accounts.solana.secretKey, bytes)
    return base58.encode(signature)
  }
  const { evm } = accounts
  switch (request.method) {
    case 'personal_sign':
      if (!sameAddress(request.params[1], evm.address)) throw new AccountMismatchError()
      return signPersonalMessage(evm.privateKey, request.params[0])
    case 'eth_signTypedData_v4':
      if (!sameAddress(request.params[0], evm.address)) throw new AccountMismatchError()
      return signTypedDataV4(evm.privateKey, request.params[1])
    case 'eth_signTransaction':
      return signEvmTransaction(request.params[0], evm)
    case 'eth_signTransactions': {
      const signed: string[] = []
      // One after another: each is checked against the account before any key use.
      for (const transaction of request.params) signed.push(await signEvmTransaction(transaction, evm))
      return signed
    }
    case 'eth_signUserOperation':
      return signUserOperation(request, evm, options.smartAccountNetworks)
  }
}
