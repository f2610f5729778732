// The associated data each sealed share is bound to: a share opens only as its own user's, so a
// row copied onto another user in the database does not decrypt.
export const authShareContext = (userId: string) => `latchkit auth share ${userId}`
export const recoveryShareContext = (userId: string) => `latchkit recovery share ${userId}`
