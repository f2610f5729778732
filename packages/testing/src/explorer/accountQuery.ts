import { type Address, isAddress } from 'viem'

/** An answer of the account API: `status` `"1"` with rows, or `"0"` with a message and `result`. */
export type EtherscanAnswer = { status: '0' | '1'; message: string; result: unknown }

/** An `module=account` request the rig's explorer answers. */
export type AccountQuery = {
  action: 'txlist' | 'tokentx'
  address: Address
  /** 1-based. */
  page: number
  offset: number
  sort: 'asc' | 'desc'
  startBlock: bigint
  endBlock: bigint | undefined
}

// Etherscan answers at most this many rows for one query, whatever the page.
const resultWindow = 10_000
const wholeNumber = /^\d+$/

const refusal = (result: string): EtherscanAnswer => ({ status: '0', message: 'NOTOK', result })

function readCount(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback
  return wholeNumber.test(value) && Number(value) > 0 ? Number(value) : undefined
}

function readBlock(value: string | null): bigint | undefined | 'invalid' {
  if (value === null || value === '' || value === 'latest') return undefined
  return wholeNumber.test(value) ? BigInt(value) : 'invalid'
}

/**
 * The account query in `search`, or Etherscan's refusal of it (its texts) for a module, action,
 * address, page or block it cannot take.
 */
export function readAccountQuery(search: URLSearchParams): AccountQuery | EtherscanAnswer {
  if (search.get('module') !== 'account') return refusal('Error! Missing Or invalid Module name')
  const action = search.get('action')
  if (action !== 'txlist' && action !== 'tokentx') return refusal('Error! Missing Or invalid Action name')
  const address = search.get('address') ?? ''
  if (!isAddress(address, { strict: false })) return refusal('Error! Invalid address format')
  const page = readCount(search.get('page'), 1)
  const offset = readCount(search.get('offset'), resultWindow)
  if (page === undefined || offset === undefined) return refusal('Error! Invalid page or offset')
  if (page * offset > resultWindow)
    return refusal(
      `Result window is too large, PageNo x Offset size must be less than or equal to ${resultWindow}`,
    )
  const sort = search.get('sort') ?? 'asc'
  if (sort !== 'asc' && sort !== 'desc') return refusal('Error! Invalid sort order')
  const startBlock = readBlock(search.get('startblock'))
  const endBlock = readBlock(search.get('endblock'))
  if (startBlock === 'invalid' || endBlock === 'invalid') return refusal('Error! Invalid block number')
  return { action, address, page, offset, sort, startBlock: startBlock ?? 0n, endBlock }
}
