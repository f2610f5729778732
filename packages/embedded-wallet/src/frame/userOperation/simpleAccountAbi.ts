// JSON ABIs rather than viem's `parseAbi`: the frame ships no ABI parser for two signatures.

/**
 * The SimpleAccount v0.7 functions a user operation may call (`@account-abstraction/contracts`
 * 0.7.0 samples): one call, or a batch where an empty `value` array means no value at all.
 */
export const simpleAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'func', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'dest', type: 'address[]' },
      { name: 'value', type: 'uint256[]' },
      { name: 'func', type: 'bytes[]' },
    ],
    outputs: [],
  },
] as const

/** SimpleAccountFactory v0.7's deployment call: the account of `owner` for `salt`. */
export const simpleAccountFactoryAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'ret', type: 'address' }],
  },
] as const
