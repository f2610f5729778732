/** How the approval email and page name a browser that sent no User-Agent. */
export const unknownBrowser = 'Unknown browser'

/**
 * The subject and text of a device approval email: which browser asked to sign in to which
 * project, the link that approves it, and that without the link nobody signs in.
 */
export function deviceApprovalEmail(parameters: {
  projectName: string
  userAgent: string
  link: string
  ttlMs: number
}): { subject: string; text: string } {
  const { projectName, link } = parameters
  const minutes = Math.max(1, Math.round(parameters.ttlMs / 60_000))
  return {
    subject: `Approve signing in to ${projectName}`,
    text: [
      `A browser asked to sign in to ${projectName} with this email address.`,
      '',
      `Browser: ${parameters.userAgent || unknownBrowser}`,
      '',
      'If it was you, open this link to approve that browser, then go back to it:',
      link,
      '',
      `The link expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'If it was not you, do not open the link: nobody can sign in with this address without it.',
    ].join('\n'),
  }
}
