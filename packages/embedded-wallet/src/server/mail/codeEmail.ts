import type { EmailCodePurpose } from '../api.js'

const actions: Record<EmailCodePurpose, string> = {
  login: 'sign in to',
  'email-change-primary': 'confirm changing your email address at',
  'email-change-secondary': 'confirm this new email address at',
  export: 'show your wallet key at',
}

/** The subject and text of a one-time-code email: the code, what it is for, and the project. */
export function codeEmail(parameters: {
  purpose: EmailCodePurpose
  code: string
  projectName: string
  ttlMs: number
}): { subject: string; text: string } {
  const { code, projectName } = parameters
  const minutes = Math.max(1, Math.round(parameters.ttlMs / 60_000))
  return {
    subject: `${code} is your code for ${projectName}`,
    text: [
      `Your code to ${actions[parameters.purpose]} ${projectName} is ${code}`,
      '',
      `It expires in ${minutes} minute${minutes === 1 ? '' : 's'}. Never share it: nobody from ${projectName} will ask you for it.`,
      'If you did not ask for this code, ignore this email.',
    ].join('\n'),
  }
}
