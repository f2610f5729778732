/** The SPL Token program. */
export const tokenProgramId = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 program (SPL Token with extensions). */
export const token2022ProgramId = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** The programs whose accounts hold fungible token balances. */
export const tokenProgramIds = [tokenProgramId, token2022ProgramId] as const

/** Whether `programId` (base58) is SPL Token or Token-2022. */
export const isTokenProgram = (programId: string): boolean =>
  (tokenProgramIds as readonly string[]).includes(programId)
