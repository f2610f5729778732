import {
  type Address,
  type DecodeFunctionDataReturnType,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { simpleAccountFactoryAbi } from '../../protocol/simpleAccountAbi.js'
import { UserOperationRefusedError } from './errors.js'

/**
 * Who the account a user operation deploys belongs to: the factory data read as
 * SimpleAccountFactory's `createAccount(owner, salt)`, in its one canonical encoding.
 * @throws {UserOperationRefusedError} when the factory data is anything else.
 */
export function decodeAccountCreation(factoryData: string): { owner: Address; salt: bigint } {
  let decoded: DecodeFunctionDataReturnType<typeof simpleAccountFactoryAbi>
  try {
    decoded = decodeFunctionData({ abi: simpleAccountFactoryAbi, data: factoryData as Hex })
  } catch (cause) {
    throw new UserOperationRefusedError('unreadableAccountCreation', { cause })
  }
  // The factory's ABI also holds its `getAddress` view, which deploys nothing.
  if (decoded.functionName !== 'createAccount')
    throw new UserOperationRefusedError('unreadableAccountCreation', {
      details: `The factory data calls ${decoded.functionName}, not createAccount`,
    })
  if (
    encodeFunctionData({ abi: simpleAccountFactoryAbi, ...decoded }).toLowerCase() !==
    factoryData.toLowerCase()
  )
    throw new UserOperationRefusedError('unreadableAccountCreation', {
      details: 'The factory data is not canonically encoded',
    })
  const [owner, salt] = decoded.args
  return { owner, salt }
}
