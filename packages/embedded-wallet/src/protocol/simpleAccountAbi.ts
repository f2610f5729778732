// The SimpleAccount v0.7 contracts as both sides read them: the site builds the visitor's
// operations with them, the frame decodes what it is asked to sign. JSON ABIs rather than viem's
// `parseAbi`: neither side ships an ABI parser for three signatures.

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

/**
 * SimpleAccountFactory v0.7: the deployment call of the account of `owner` for `salt`, and its
 * CREATE2 address (known before it is deployed).
 */
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
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/** Every visitor has one smart account per factory: salt 0. */
export const accountSalt = 0n
