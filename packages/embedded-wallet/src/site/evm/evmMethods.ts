/**
 * The EVM methods the embedded wallet answers (spec section 4: safe read methods without approval,
 * signing and sending only after the visitor approves in the frame). Anything else is refused
 * with 'Requested RPC call is not allowed'.
 */
export const safeReadMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
  'web3_clientVersion',
])

/** Methods that sign or send: each opens the approval view. */
export const unsafeMethods: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/** Whether the embedded wallet answers `method` at all. */
export const isAllowedEvmMethod = (method: string): boolean =>
  safeReadMethods.has(method) ||
  unsafeMethods.has(method) ||
  [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
    'wallet_requestPermissions',
    'wallet_revokePermissions',
    // EIP-5792's reads: capabilities and the status of batches this page sent.
    'wallet_getCapabilities',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    // ERC-7715's smart sessions: asked in the frame; both the current and the older names.
    'wallet_requestExecutionPermissions',
    'wallet_revokeExecutionPermission',
    'wallet_grantPermissions',
  ].includes(method)
