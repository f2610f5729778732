import { parseAbi } from 'viem'

/**
 * The parts of `samples/VerifyingPaymaster.sol` (@account-abstraction/contracts 0.7.0) the rig
 * calls: `getHash` is what the verifying signer signs (every field of the operation but the
 * paymaster's own data, plus the chain, the paymaster and the validity window).
 */
export const verifyingPaymasterAbi = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getHash(PackedUserOperation userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
  'function verifyingSigner() view returns (address)',
  'function deposit() payable',
  'function getDeposit() view returns (uint256)',
])
