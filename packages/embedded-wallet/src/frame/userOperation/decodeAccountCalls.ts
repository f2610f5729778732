import {
  type Address,
  type DecodeFunctionDataReturnType,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { simpleAccountAbi } from '../../protocol/simpleAccountAbi.js'
import { UserOperationRefusedError } from './errors.js'

/** One call the smart account makes: the contract or recipient, the wei it sends, the data. */
export type AccountCall = { to: Address; value: bigint; data: Hex }

/** Most calls one approval lists (as many as an EOA's batch, `wallet_sendCalls`). */
export const maxAccountCalls = 20

function decodeExactly(callData: Hex) {
  let decoded: DecodeFunctionDataReturnType<typeof simpleAccountAbi>
  try {
    decoded = decodeFunctionData({ abi: simpleAccountAbi, data: callData })
  } catch (cause) {
    throw new UserOperationRefusedError('unreadableCalls', { cause })
  }
  // Only the one encoding viem writes back: extra bytes or odd offsets could be read otherwise on
  // chain than here, and the visitor must approve exactly what the account will run.
  if (encodeFunctionData({ abi: simpleAccountAbi, ...decoded }).toLowerCase() !== callData.toLowerCase())
    throw new UserOperationRefusedError('unreadableCalls', {
      details: 'The call data is not canonically encoded',
    })
  return decoded
}

/**
 * The calls a user operation's `callData` makes: a SimpleAccount `execute(dest, value, func)` is
 * one call; `executeBatch(dest[], value[], func[])` is one per destination, an empty `value` array
 * meaning no value (as the contract reads it). Anything else is refused.
 * @throws {UserOperationRefusedError} when it is not one of those two calls, encoded canonically,
 * when the batch's arrays differ in length, or when it has more than {@link maxAccountCalls} calls.
 */
export function decodeAccountCalls(callData: string): AccountCall[] {
  const decoded = decodeExactly(callData as Hex)
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const [destinations, values, data] = decoded.args
  if (data.length !== destinations.length || (values.length !== 0 && values.length !== destinations.length))
    throw new UserOperationRefusedError('batchLengthsDiffer')
  if (destinations.length > maxAccountCalls) throw new UserOperationRefusedError('tooManyCalls')
  return destinations.map((to, index) => ({ to, value: values[index] ?? 0n, data: data[index] ?? '0x' }))
}
