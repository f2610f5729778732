const svgDataUri = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` as const

// A padlock on a coloured tile: the EVM wallet in indigo, the Solana wallet in teal.
const padlock = (tile: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="${tile}"/>` +
  '<path d="M32 44v-8a16 16 0 0 1 32 0v8" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '<rect x="24" y="44" width="48" height="34" rx="7" fill="#fff"/><circle cx="48" cy="61" r="5" fill="' +
  `${tile}"/></svg>`

/** The EVM test wallet's EIP-6963 icon. */
export const evmTestWalletIcon = svgDataUri(padlock('#4f46e5'))

/** The Solana test wallet's wallet-standard icon. */
export const solanaTestWalletIcon = svgDataUri(padlock('#0d9488'))
