import { parseAbi } from 'viem'

/**
 * The parts of SimpleAccount v0.7 (`@account-abstraction/contracts` 0.7.0 samples) the embedded
 * wallet uses: the factory that makes the visitor's account at a CREATE2 address fixed by its
 * owner and salt, and the account's two ways to call (the EntryPoint calls them with the
 * operation's `callData`).
 */
export const simpleAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

export const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** Every visitor has one smart account per factory: salt 0. */
export const accountSalt = 0n
