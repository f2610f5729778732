/** Decimals of SOL: one SOL is 10^9 lamports. */
export const solDecimals = 9
