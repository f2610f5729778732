// A key on an amber tile: the Bitcoin test wallet, told apart from the EVM (indigo) and Solana
// (teal) padlocks at a glance.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#d97706"/>' +
  '<circle cx="36" cy="48" r="14" fill="none" stroke="#fff" stroke-width="8"/>' +
  '<path d="M50 48h26M66 48v12M76 48v8" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/></svg>'

/** The Bitcoin test wallet's icon (sats-connect and wallet-standard lists). */
export const bitcoinTestWalletIcon =
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` as const
