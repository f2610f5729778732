import { type Address, erc20Abi, formatUnits, getAddress, isAddress, type PublicClient } from 'viem'
import type { UniswapV2Addresses } from '../evm/deployUniswapV2.js'
import { rigPrices } from '../evm/rigPrices.js'
import { readAccountTransactions, readTransferLogs } from '../explorer/accountActivity.js'
import { createChainClient, type ReadableEvmChain } from '../explorer/chainClient.js'

/** An EVM chain the registry reads from (an `EvmRigChain` of `startEvm()` fits). */
export type RegistryEvmChain = ReadableEvmChain & {
  /** ERC-20 tokens whose balances, transfers and allowances the routes report. */
  tokens?: Record<string, { address: Address; name: string; symbol: string; decimals: number }> | undefined
  /** The Uniswap v2 the convert routes quote and build swaps from; without it, the chain has no swaps. */
  uniswapV2?: UniswapV2Addresses | undefined
}

export type RegistryToken = { address: Address | undefined; name: string; symbol: string; decimals: number }

/** A chain's Uniswap v2, with a client to read and simulate on it and the tokens it lists. */
export type SwapVenue = {
  chainId: number
  client: PublicClient
  uniswapV2: UniswapV2Addresses
  /** The native currency (no address) first, then the chain's tokens. */
  tokens: RegistryToken[]
}

const maxScannedBlocks = 2_000n

/** Reads the answers of the identity, balance, history and convert routes from real chains. */
export type EvmReader = ReturnType<typeof createEvmReader>

export function createEvmReader(chains: readonly RegistryEvmChain[]) {
  const clients = new Map<number, { client: PublicClient; spec: RegistryEvmChain }>()
  for (const spec of chains) clients.set(spec.chainId, { client: createChainClient(spec), spec })
  const first = chains[0]?.chainId

  /** The tokens of a chain, native currency first. */
  function tokensOf(chainId: number): RegistryToken[] {
    const entry = clients.get(chainId)
    if (!entry) return []
    const native = entry.client.chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    return [{ address: undefined, ...native }, ...Object.values(entry.spec.tokens ?? {})]
  }

  /** Where a chain's swaps go: its client, its Uniswap v2 and its tokens; undefined without one. */
  function swapVenue(chainId: number): SwapVenue | undefined {
    const entry = clients.get(chainId)
    if (!entry?.spec.uniswapV2) return undefined
    return { chainId, client: entry.client, uniswapV2: entry.spec.uniswapV2, tokens: tokensOf(chainId) }
  }

  return {
    hasChain: (chainId: number) => clients.has(chainId),
    /** The JSON-RPC URL of a chain's node, for the routes that forward requests to it. */
    rpcUrlOf: (chainId: number): string | undefined => clients.get(chainId)?.spec.rpcUrl,
    tokensOf,
    swapVenue,

    async identity(
      address: string,
      chainId = first,
    ): Promise<{ name: string | null; avatar: string | null }> {
      const entry = chainId === undefined ? undefined : clients.get(chainId)
      if (!entry || !isAddress(address)) return { name: null, avatar: null }
      try {
        const name = await entry.client.getEnsName({ address })
        const avatar = name ? await entry.client.getEnsAvatar({ name }) : null
        return { name, avatar }
      } catch {
        return { name: null, avatar: null }
      }
    },

    async balances(address: string, chainId: number) {
      const entry = clients.get(chainId)
      if (!entry || !isAddress(address)) return []
      const amounts = await Promise.all(
        tokensOf(chainId).map(async (token) => ({
          token,
          amount: token.address
            ? await entry.client.readContract({
                address: token.address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [address],
              })
            : await entry.client.getBalance({ address }),
        })),
      )
      return amounts
        .filter(({ amount }) => amount > 0n)
        .map(({ token, amount }) => {
          const numeric = formatUnits(amount, token.decimals)
          const price = rigPrices[token.symbol] ?? 0
          return {
            name: token.name,
            symbol: token.symbol,
            chainId: `eip155:${chainId}`,
            ...(token.address ? { address: `eip155:${chainId}:${token.address}` } : {}),
            value: price * Number(numeric),
            price,
            quantity: { decimals: String(token.decimals), numeric },
            iconUrl: `/public/getTokenImage/${token.symbol}`,
          }
        })
    },

    /** Transactions from or to `address`, newest first; `cursor` is how many to skip. */
    async history(address: string, chainId: number, skip: number, pageSize: number) {
      const entry = clients.get(chainId)
      if (!entry || !isAddress(address)) return { data: [], next: null }
      const { client } = entry
      const account = getAddress(address)
      const latest = await client.getBlockNumber()
      const range = { fromBlock: latest > maxScannedBlocks ? latest - maxScannedBlocks : 0n, toBlock: latest }
      const tokens = Object.values(entry.spec.tokens ?? {})
      const logs = await readTransferLogs(client, {
        account,
        range,
        tokens: tokens.map((token) => token.address),
      })
      const transfersByHash = new Map<string, unknown[]>()
      for (const log of logs) {
        const token = tokens.find((t) => t.address.toLowerCase() === log.token.toLowerCase())
        if (!token) continue
        const list = transfersByHash.get(log.transactionHash) ?? []
        list.push({
          direction: log.from.toLowerCase() === account.toLowerCase() ? 'out' : 'in',
          fungible_info: {
            name: token.name,
            symbol: token.symbol,
            icon: { url: `/public/getTokenImage/${token.symbol}` },
          },
          quantity: { numeric: formatUnits(log.value, token.decimals) },
          price: rigPrices[token.symbol] ?? 0,
        })
        transfersByHash.set(log.transactionHash, list)
      }
      const mined = await readAccountTransactions(client, {
        account,
        range,
        alsoHashes: new Set(transfersByHash.keys()),
      })
      const data = mined.reverse().map(({ transaction, block }) => {
        const isSender = transaction.from.toLowerCase() === account.toLowerCase()
        const isReceiver = transaction.to?.toLowerCase() === account.toLowerCase()
        const nativeTransfers =
          transaction.value > 0n
            ? [
                {
                  direction: isSender && isReceiver ? 'self' : isSender ? 'out' : 'in',
                  fungible_info: {
                    name: 'Ether',
                    symbol: 'ETH',
                    icon: { url: '/public/getTokenImage/ETH' },
                  },
                  quantity: { numeric: formatUnits(transaction.value, 18) },
                  price: rigPrices.ETH,
                },
              ]
            : []
        return {
          id: transaction.hash,
          metadata: {
            operationType: transaction.to === null ? 'deploy' : isSender ? 'send' : 'receive',
            hash: transaction.hash,
            minedAt: new Date(Number(block.timestamp) * 1_000).toISOString(),
            sentFrom: getAddress(transaction.from),
            sentTo: transaction.to ? getAddress(transaction.to) : '',
            status: 'confirmed',
            chain: `eip155:${chainId}`,
          },
          transfers: [...nativeTransfers, ...(transfersByHash.get(transaction.hash) ?? [])],
        }
      })
      const page = data.slice(skip, skip + pageSize)
      return { data: page, next: skip + pageSize < data.length ? String(skip + pageSize) : null }
    },

    async gasPrice(chainId: number): Promise<bigint | undefined> {
      return clients.get(chainId)?.client.getGasPrice()
    },

    async allowance(
      chainId: number,
      token: Address,
      owner: Address,
      spender: Address,
    ): Promise<bigint | undefined> {
      const entry = clients.get(chainId)
      if (!entry) return undefined
      return entry.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      })
    },
  }
}
