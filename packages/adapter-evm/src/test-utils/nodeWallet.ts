import { type Address, type Hex, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { forwardToNode, sendFrom, signTypedDataJson } from './nodeWalletActions.js'
import { ProviderRpcError, unauthorized, userRejected } from './providerRpcError.js'

/** What the wallet's "user" is asked about; a test makes the user refuse with `rejectNext`. */
export type NodeWalletPrompt = 'connect' | 'sign' | 'send' | 'switchChain' | 'addChain'

/** A chain the wallet can reach: the rig's anvil nodes. */
export type NodeWalletChain = { chainId: number; name: string; rpcUrl: string }

type Listener = (...args: unknown[]) => void

/** The EIP-1193 surface pages see. */
export type NodeEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

/**
 * A browser wallet in Node for tests: an EIP-1193 provider whose keys are viem local accounts.
 * It signs locally and forwards reads to the rig's anvil nodes; it knows only `knownChainIds` at
 * first (others must be added with `wallet_addEthereumChain`, as in a real wallet).
 */
export function createNodeWallet(parameters: {
  privateKeys: readonly Hex[]
  chains: readonly NodeWalletChain[]
  knownChainIds?: readonly number[]
  /** What the wallet answers a switch to a chain it does not know (wallets differ). @default 4902 */
  unknownChainErrorCode?: number
  /**
   * Which accounts a connected site sees: the one the user has selected (`'active'`), or every
   * account, the selected one first, as wallets that let a site see several do (`'all'`).
   * @default 'active'
   */
  sharedAccounts?: 'active' | 'all'
}) {
  const accounts: PrivateKeyAccount[] = parameters.privateKeys.map((key) => privateKeyToAccount(key))
  const reachable = new Map(parameters.chains.map((chain) => [chain.chainId, chain]))
  const known = new Set(parameters.knownChainIds ?? reachable.keys())
  const listeners = new Map<string, Set<Listener>>()
  const rejections = new Map<NodeWalletPrompt, number>()
  const methods: string[] = []
  let chainId = [...known][0] ?? 0
  let activeIndex = 0
  let isAuthorized = false

  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const active = () => accounts[activeIndex] as PrivateKeyAccount
  const shared = (): PrivateKeyAccount[] =>
    parameters.sharedAccounts === 'all'
      ? [active(), ...accounts.filter((account) => account !== active())]
      : [active()]
  const visible = (): Address[] => (isAuthorized ? shared().map((account) => account.address) : [])
  const chain = () => reachable.get(chainId) as NodeWalletChain
  const prompt = (name: NodeWalletPrompt) => {
    const left = rejections.get(name) ?? 0
    if (left <= 0) return
    rejections.set(name, left - 1)
    throw userRejected()
  }
  /** The account a request is from: its `from` when the site may use that account, else the selected one. */
  const signer = (request?: unknown) => {
    if (!isAuthorized) throw unauthorized()
    const from = (request as { from?: unknown } | undefined)?.from
    if (typeof from !== 'string') return active()
    const account = shared().find((candidate) => candidate.address.toLowerCase() === from.toLowerCase())
    if (!account) throw unauthorized()
    return account
  }
  const useChain = (id: number) => {
    if (id === chainId) return
    chainId = id
    emit('chainChanged', numberToHex(id))
  }
  const authorize = () => {
    prompt('connect')
    isAuthorized = true
    emit('accountsChanged', visible())
    return visible()
  }

  const handlers: Record<string, (params: readonly unknown[]) => unknown> = {
    eth_accounts: () => visible(),
    eth_requestAccounts: () => (isAuthorized ? visible() : authorize()),
    wallet_requestPermissions: () => [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: authorize() }],
      },
    ],
    // Like MetaMask, a revoke tells the site its accounts are gone.
    wallet_revokePermissions: () => {
      const wasAuthorized = isAuthorized
      isAuthorized = false
      if (wasAuthorized) emit('accountsChanged', [])
      return null
    },
    eth_chainId: () => numberToHex(chainId),
    wallet_switchEthereumChain: (params) => {
      const target = Number((params[0] as { chainId: Hex }).chainId)
      if (!known.has(target))
        throw new ProviderRpcError(
          parameters.unknownChainErrorCode ?? 4902,
          `Unrecognized chain ID ${target}.`,
        )
      if (target !== chainId) prompt('switchChain')
      useChain(target)
      return null
    },
    wallet_addEthereumChain: (params) => {
      const target = Number((params[0] as { chainId: Hex }).chainId)
      if (!reachable.has(target)) throw new ProviderRpcError(-32602, `No node for chain ${target}.`)
      if (!known.has(target)) prompt('addChain')
      known.add(target)
      useChain(target)
      return null
    },
    personal_sign: (params) => {
      const account = signer()
      prompt('sign')
      return account.signMessage({ message: { raw: params[0] as Hex } })
    },
    eth_signTypedData_v4: (params) => {
      const account = signer()
      prompt('sign')
      return signTypedDataJson(account, params[1] as string)
    },
    eth_sendTransaction: (params) => {
      const account = signer(params[0])
      prompt('send')
      return sendFrom(account, chain(), [params[0]])
    },
    wallet_sendCalls: async (params) => {
      const account = signer(params[0])
      prompt('send')
      const { calls } = params[0] as { calls: readonly unknown[] }
      const hashes = await sendFrom(account, chain(), calls)
      return { id: hashes }
    },
  }

  const provider: NodeEip1193Provider = {
    async request({ method, params }) {
      methods.push(method)
      const list = Array.isArray(params) ? params : []
      const handler = handlers[method]
      return handler ? handler(list) : forwardToNode(chain().rpcUrl, method, list)
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    provider,
    accounts,
    /** The methods pages called, oldest first. */
    methods,
    get address() {
      return active().address
    },
    get chainId() {
      return chainId
    },
    get isAuthorized() {
      return isAuthorized
    },
    /** The user refuses the next `times` prompts of this kind (EIP-1193 4001). */
    rejectNext(name: NodeWalletPrompt, times = 1) {
      rejections.set(name, times)
    },
    /** The user picks another of the wallet's accounts. */
    useAccount(index: number) {
      if (!accounts[index]) throw new RangeError(`No account ${index}.`)
      activeIndex = index
      if (isAuthorized) emit('accountsChanged', visible())
    },
    /** The user switches chains in the wallet itself. */
    switchChain(id: number) {
      if (!known.has(id)) throw new RangeError(`The wallet does not know chain ${id}.`)
      useChain(id)
    },
    /** The user disconnects the site from the wallet. */
    disconnectSite() {
      isAuthorized = false
      emit('accountsChanged', [])
    },
  }
}

export type NodeWallet = ReturnType<typeof createNodeWallet>
