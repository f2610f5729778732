import { farcasterAttemptRoutes } from '../farcaster/farcasterAttemptRoutes.js'
import { deviceApprovalRoutes } from '../routes/deviceApprovalRoutes.js'
import { emailChangeRoutes } from '../routes/emailChangeRoutes.js'
import { emailSignInRoutes } from '../routes/emailSignInRoutes.js'
import { exportRoutes } from '../routes/exportRoutes.js'
import { projectRoutes } from '../routes/projectRoutes.js'
import { sessionRoutes } from '../routes/sessionRoutes.js'
import { smartAccountRoutes } from '../routes/smartAccountRoutes.js'
import { smartSessionRoutes } from '../routes/smartSessionRoutes.js'
import { socialLoginRoutes } from '../routes/socialLoginRoutes.js'
import { walletRoutes } from '../routes/walletRoutes.js'
import type { ApiRoute } from './apiRequest.js'

/** Every `/v1/*` route (see `api.ts` for their bodies). */
export const apiRoutes: readonly ApiRoute[] = [
  ...projectRoutes,
  ...emailSignInRoutes,
  ...socialLoginRoutes,
  ...farcasterAttemptRoutes,
  ...deviceApprovalRoutes,
  ...sessionRoutes,
  ...walletRoutes,
  ...emailChangeRoutes,
  ...exportRoutes,
  ...smartAccountRoutes,
  ...smartSessionRoutes,
]
