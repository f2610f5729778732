// An EIP-6963 test wallet, added to every page before its own scripts run, so each kit has an
// injected wallet to list. It answers the few read calls kits make while listing wallets and
// connects one fixed address; it never reaches a chain.
;(() => {
  const info = Object.freeze({
    uuid: '6a1d6b55-7a2b-4c53-9d3c-4f3c2b6a9e01',
    name: 'Bench Wallet',
    rdns: 'dev.latchkit.bench',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%233b82f6"/%3E%3Cpath d="M9 16h14M16 9v14" stroke="white" stroke-width="3"/%3E%3C/svg%3E',
  })
  const account = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  let connected = false
  const listeners = new Map()
  const answers = {
    eth_chainId: () => '0x1',
    net_version: () => '1',
    eth_accounts: () => (connected ? [account] : []),
    eth_requestAccounts: () => {
      connected = true
      return [account]
    },
    wallet_requestPermissions: () => [{ parentCapability: 'eth_accounts' }],
    wallet_getPermissions: () => (connected ? [{ parentCapability: 'eth_accounts' }] : []),
    wallet_revokePermissions: () => {
      connected = false
      return null
    },
    wallet_switchEthereumChain: () => null,
  }
  const provider = {
    async request({ method }) {
      const answer = answers[method]
      if (answer) return answer()
      throw Object.assign(new Error(`Bench Wallet does not support ${method}`), { code: 4200 })
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    removeListener(event, listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((candidate) => candidate !== listener),
      )
      return provider
    },
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
