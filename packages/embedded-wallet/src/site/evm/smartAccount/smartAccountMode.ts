import type { SmartAccountNetwork } from '../../../server/api.js'
import type { EmbeddedFrameClient } from '../../frameClient.js'
import type { AccountTypePreference } from '../embeddedEip1193Provider.js'
import type { DappTransaction } from '../fillTransaction.js'
import type { SmartAccounts } from './createSmartAccounts.js'
import {
  SmartAccountMessageSigningError,
  SmartAccountNotEnabledError,
  SmartAccountOperationRevertedError,
} from './errors.js'

/** Reads a chain the site serves, through the site's own transport for it. */
type Read = (chainId: number, method: string, params: readonly unknown[]) => Promise<unknown>

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * What the embedded EIP-1193 provider does differently once the operator offers smart accounts
 * (downloaded only then): which account the dapp sees on a chain (the smart account where the
 * visitor chose it and it is offered), a transaction from it as one user operation, and no
 * message signing as it. The smart accounts themselves (viem's account abstraction) download on
 * first use.
 */
export function createSmartAccountMode(parameters: {
  networks: readonly SmartAccountNetwork[]
  client: Pick<EmbeddedFrameClient, 'request' | 'approve'>
  read: Read
  accountType: AccountTypePreference
}) {
  const { networks, client, read, accountType } = parameters
  let loaded: { owner: string; accounts: Promise<SmartAccounts> } | undefined

  const activeOn = (chainId: number) =>
    accountType.preferred() === 'smartAccount' && networks.some((network) => network.chainId === chainId)

  /** The owner's smart accounts: their own chunk, loaded once per owner (again after a failure). */
  function accounts(owner: string): Promise<SmartAccounts> {
    if (loaded?.owner !== owner) {
      const pending = import('./createSmartAccounts.js').then(({ createSmartAccounts }) =>
        createSmartAccounts({
          networks,
          owner: owner as `0x${string}`,
          read,
          bundler: (chainId, method, params) => client.request('BundlerRpc', { chainId, method, params }),
          approve: (request) => client.approve(request),
          // Under a smart session no view is shown: the frame signs or refuses at once.
          signUnderSession: (request) => client.request('Rpc', request).then((answer) => answer.result),
        }),
      )
      loaded = { owner, accounts: pending }
      pending.catch(() => {
        if (loaded?.accounts === pending) loaded = undefined
      })
    }
    return loaded.accounts
  }

  return {
    activeOn,
    accounts,
    /** The account the dapp sees on `chainId`; reports whether a smart account is deployed yet. */
    async account(owner: string, chainId: number): Promise<string> {
      if (!activeOn(chainId)) return owner
      const smart = await accounts(owner)
      const address = await smart.address(chainId)
      smart.isDeployed(chainId).then(
        (deployed) => accountType.recordDeployed(deployed),
        () => {},
      )
      return address
    },
    /** The smart account on `chainId` when offered there, else on the first network that offers it. */
    async smartAccountOn(owner: string, chainId: number): Promise<string> {
      const network = networks.find((candidate) => candidate.chainId === chainId) ?? networks[0]
      if (!network) throw new SmartAccountNotEnabledError({ chainId })
      return (await accounts(owner)).address(network.chainId)
    },
    /** Refuses a message to sign as the smart account: its contract verifies no signature (no ERC-1271). */
    checkMessageSigner(asked: unknown, active: string, owner: string): void {
      if (!sameAddress(active, owner) && sameAddress(asked, active))
        throw new SmartAccountMessageSigningError()
    },
    /** One call from the smart account: one user operation; resolves its bundle's transaction hash. */
    async send(owner: string, chainId: number, transaction: DappTransaction): Promise<string> {
      const smart = await accounts(owner)
      const data = transaction.data ?? transaction.input
      const hash = await smart.sendCalls(chainId, [
        { to: transaction.to ?? '', value: transaction.value, data },
      ])
      const receipt = await smart.waitForReceipt(chainId, hash)
      accountType.recordDeployed(true)
      if (!receipt.success) throw new SmartAccountOperationRevertedError({ userOperationHash: hash })
      return receipt.receipt.transactionHash
    },
  }
}

export type SmartAccountMode = ReturnType<typeof createSmartAccountMode>
