/** Where the approval link of a device approval email leads: outside `/v1`, opened from a mail client. */
export const devicePagePath = '/device'
