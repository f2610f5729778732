import {
  type Account,
  type Address,
  type Client,
  concat,
  getContractAddress,
  type Hex,
  type Transport,
} from 'viem'
import { getCode, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import { AccountAbstractionSetupError } from './errors.js'

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory): the same address on every chain,
 * which is why the EntryPoint and SimpleAccountFactory have one address everywhere. anvil places it
 * at start-up unless started with `--disable-default-create2-deployer`.
 */
export const deterministicDeployerAddress: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

// Its runtime code: the calldata is a 32-byte salt then the creation code, the return value the
// new contract's address.
const deterministicDeployerCode: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

type DeployingClient = Client<Transport, undefined, Account>

async function hasCode(client: Client, address: Address): Promise<boolean> {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}

/** Places the deterministic deployer with `anvil_setCode` when the chain lacks it. */
export async function ensureDeterministicDeployer(client: Client): Promise<void> {
  if (await hasCode(client, deterministicDeployerAddress)) return
  await client.request<{ Method: 'anvil_setCode'; Parameters: [Address, Hex]; ReturnType: null }>({
    method: 'anvil_setCode',
    params: [deterministicDeployerAddress, deterministicDeployerCode],
  })
}

/**
 * Deploys `bytecode` (creation code with its constructor arguments) through the deterministic
 * deployer with `salt`, unless a contract is already at that address: a second call on the same
 * chain is a no-op, so rigs that share a chain can each call it.
 *
 * @returns the contract's address, which depends only on `salt` and `bytecode`.
 * @throws {AccountAbstractionSetupError} when the deployment reverts or leaves no code.
 */
export async function deployDeterministically(
  client: DeployingClient,
  parameters: { label: string; salt: Hex; bytecode: Hex },
): Promise<Address> {
  const { label, salt, bytecode } = parameters
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: deterministicDeployerAddress,
    salt,
    bytecode,
  })
  if (await hasCode(client, address)) return address
  const hash = await sendTransaction(client, {
    account: client.account,
    chain: null,
    to: deterministicDeployerAddress,
    data: concat([salt, bytecode]),
  })
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 10 })
  if (receipt.status !== 'success' || !(await hasCode(client, address)))
    throw new AccountAbstractionSetupError(`Deploying ${label} at ${address} failed (transaction ${hash}).`)
  return address
}
