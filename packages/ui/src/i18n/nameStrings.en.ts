/** The English texts of the account-name views (src/modal/views/names). */
export const nameStrings = {
  chooseName: 'Choose a name',
} as const
