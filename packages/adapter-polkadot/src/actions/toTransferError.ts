import {
  InsufficientPolkadotBalanceError,
  PolkadotDispatchError,
  type PolkadotDispatchErrorDetails,
  PolkadotExistentialDepositError,
} from '../errors/transferErrors.js'

// The errors a balance transfer meets, under the names older runtimes (pallet errors) and newer
// ones (fungible traits, `TokenError`) give them.
const insufficientBalance = ['balances.InsufficientBalance', 'token.FundsUnavailable']
const existentialDeposit = [
  'balances.ExistentialDeposit',
  'balances.KeepAlive',
  'balances.Expendability',
  'token.BelowMinimum',
  'token.NotExpendable',
]

/**
 * The typed error for a dispatch error in block `blockHash`:
 * {@link InsufficientPolkadotBalanceError}, {@link PolkadotExistentialDepositError}, else
 * {@link PolkadotDispatchError} with the chain's section, name and docs.
 */
export function toTransferError(dispatchError: PolkadotDispatchErrorDetails, blockHash: string) {
  const key = `${dispatchError.section}.${dispatchError.name}`
  if (insufficientBalance.includes(key))
    return new InsufficientPolkadotBalanceError({ dispatchError, blockHash })
  if (existentialDeposit.includes(key))
    return new PolkadotExistentialDepositError({ dispatchError, blockHash })
  return new PolkadotDispatchError({ dispatchError, blockHash })
}
