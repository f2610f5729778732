import { readFileSync } from 'node:fs'

const read = (name: string) => readFileSync(new URL(`../page/${name}`, import.meta.url), 'utf8')

/** The init scripts every bench page gets: the EIP-6963 test wallet, then the paint probes. */
export const pageScripts = { wallet: read('wallet.js'), probe: read('probe.js') }

/** The test wallet's name, as every kit lists it. */
export const benchWalletName = 'Bench Wallet'
