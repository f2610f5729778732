/**
 * The English texts of the smart account's sessions (src/modal/views/smartSessions): the
 * ERC-7715 permissions sites were granted to spend a token from the smart account without asking,
 * listed and revoked. A period's length is a plural of its unit, so each language counts it.
 */
export const smartSessionStrings = {
  smartSessions: 'Smart sessions',
  smartSessionsLead:
    'Sites you allowed to spend a token from your smart account without asking, up to a limit.',
  smartSessionsLoading: 'Loading sessions',
  smartSessionsLoadFailed: 'Could not load your sessions',
  noSmartSessions: 'No active sessions',
  sessionNetwork: 'Network',
  sessionToken: 'Token',
  sessionAllowance: 'Allowance',
  sessionAllowanceValue: '{amount} per {period}',
  sessionSpent: 'Spent this period',
  sessionExpires: 'Expires',
  sessionPeriodDays: '{count, plural, one {# day} other {# days}}',
  sessionPeriodHours: '{count, plural, one {# hour} other {# hours}}',
  sessionPeriodMinutes: '{count, plural, one {# minute} other {# minutes}}',
  sessionPeriodSeconds: '{count, plural, one {# second} other {# seconds}}',
  revokeSession: 'Revoke',
  sessionRevoked: 'Session revoked',
  sessionRevokeFailed: 'Could not revoke this session',
} as const
