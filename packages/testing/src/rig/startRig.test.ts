import { type Address, createPublicClient, http } from 'viem'
import { describe, expect, test } from 'vitest'
import { uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import { describeRig } from './describeRig.js'
import { rigEnvironment } from './rigEnvironment.js'
import { startRig } from './startRig.js'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the whole rig', () => {
  test('starts every part within the 10 s budget, answers on each endpoint, and leaves nothing behind', async () => {
    const rig = await startRig()
    const pids = [...rig.evm.chains.map((chain) => chain.pid), rig.bitcoin.node.pid, rig.polkadot.pid]
    try {
      expect(rig.startupMs).toBeLessThan(10_000)
      const [chainA] = rig.evm.chains
      const client = createPublicClient({ transport: http(chainA.rpcUrl) })
      expect(await client.getChainId()).toBe(31337)

      const solana = await fetch(rig.solana.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
      }).then((response) => response.json())
      expect(solana.result).toBe(rig.solana.genesisHash)

      const tip = await fetch(`${rig.bitcoin.esplora.url}/blocks/tip/height`).then((response) =>
        response.text(),
      )
      expect(Number(tip)).toBeGreaterThan(100)

      const polkadotGenesis = await fetch(rig.polkadot.wsUrl.replace('ws:', 'http:'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }),
      }).then((response) => response.json())
      expect(polkadotGenesis.result).toBe(rig.polkadot.genesisHash)

      const config = await fetch(`${rig.registry.url}/appkit/v1/config?projectId=p&st=latchkit&sv=test`)
      expect(config.status).toBe(200)

      const environment = rigEnvironment(rig)
      expect(environment.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+/)
      expect(environment.evmChains.map((chain) => chain.chainId)).toEqual([31337, 31338])
      // Each EVM chain's history, as a site's explorerApiUrls take it.
      for (const { explorerApiUrl } of environment.evmChains) {
        expect(explorerApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/3133[78]\/api$/)
        const history = await fetch(
          `${explorerApiUrl}?module=account&action=tokentx&address=${rig.evm.accounts[1]?.address}`,
        ).then((response) => response.json())
        expect(history).toMatchObject({ status: '1', message: 'OK' })
      }
      // Each EVM chain's Uniswap v2, as an on-chain swap provider takes it: a router with code
      // that names the factory and WETH beside it.
      expect(JSON.parse(JSON.stringify(environment.evmChains.map((chain) => chain.uniswapV2)))).toEqual(
        rig.evm.chains.map((chain) => chain.uniswapV2),
      )
      for (const { rpcUrl, uniswapV2 } of environment.evmChains) {
        const chainClient = createPublicClient({ transport: http(rpcUrl) })
        const router = { address: uniswapV2.router as Address, abi: uniswapV2RouterAbi } as const
        expect(await chainClient.readContract({ ...router, functionName: 'factory' })).toBe(uniswapV2.factory)
        expect(await chainClient.readContract({ ...router, functionName: 'WETH' })).toBe(uniswapV2.weth)
      }
      expect(describeRig(rig).join('\n')).toContain(environment.evmChains[0]?.uniswapV2.router)
      expect(describeRig(rig).join('\n')).toContain(environment.evmChains[1]?.explorerApiUrl)
      expect(describeRig(rig).join('\n')).toContain(chainA.rpcUrl)
      expect(describeRig(rig).join('\n')).toContain(rig.bitcoin.esplora.url)
      expect(environment.bitcoin.caipNetworkId).toBe(rig.bitcoin.node.caipNetworkId)
      // A page defines the network from these: they survive the JSON the demo receives them as.
      expect(JSON.parse(JSON.stringify(environment.bitcoin.parameters))).toEqual({
        bech32: 'rltc',
        pubKeyHash: 0x6f,
        scriptHash: 0x3a,
        messagePrefix: '\x19Litecoin Signed Message:\n',
      })
      // The SPL token a page lists for the Solana adapter, as plain JSON.
      expect(JSON.parse(JSON.stringify(environment.solana.token))).toEqual({
        mint: rig.solana.token.mint.toBase58(),
        symbol: 'lUSD',
        name: 'Latch USD',
        decimals: 6,
      })
      expect(describeRig(rig).join('\n')).toContain(rig.polkadot.wsUrl)
      // What a page needs to define the Polkadot network, and no keys.
      expect(JSON.parse(JSON.stringify(environment.polkadot))).toEqual({
        caipNetworkId: rig.polkadot.caipNetworkId,
        genesisHash: rig.polkadot.genesisHash,
        wsUrl: rig.polkadot.wsUrl,
        ss58Prefix: 2,
        decimals: 12,
        symbol: 'ROC',
      })
      expect(environment.polkadot.caipNetworkId).toBe(`polkadot:${rig.polkadot.genesisHash.slice(2, 34)}`)
      expect(JSON.stringify(environment)).not.toContain('//Alice')
      expect(pids.every(isRunning)).toBe(true)
    } finally {
      await rig.stop()
    }
    expect(pids.some(isRunning)).toBe(false)
    await expect(fetch(rig.solana.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(`${rig.registry.url}/appkit/v1/config`)).rejects.toThrow()
    await expect(fetch(rig.explorer.url(31337))).rejects.toThrow()
    await expect(fetch(`${rig.bitcoin.esplora.url}/blocks/tip/height`)).rejects.toThrow()
    await expect(
      fetch(rig.polkadot.wsUrl.replace('ws:', 'http:'), { method: 'POST', body: '{}' }),
    ).rejects.toThrow()
  }, 30_000)
})
