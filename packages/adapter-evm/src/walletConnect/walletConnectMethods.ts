/** The wallet methods an EVM namespace asks for in a WalletConnect session proposal. */
export const evmWalletConnectMethods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_signTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_watchAsset',
] as const

/** The wallet events an EVM namespace asks for. */
export const evmWalletConnectEvents = ['accountsChanged', 'chainChanged'] as const
