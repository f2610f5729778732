import type { ResolvedWalletServerConfig } from '../config/resolveWalletServerConfig.js'
import type { SqlDatabase } from '../database/sqlDatabase.js'
import type { Mailer } from '../mail/createMailer.js'
import type { SigningKeyRing } from './signingKeyRing.js'

/** What every route works with. Nothing in it is state that must outlive the instance. */
export type ServiceContext = {
  config: ResolvedWalletServerConfig
  /** The service's origin as browsers see it: the tokens' issuer and the only origin `/v1/*` answers. */
  publicUrl: string
  database: SqlDatabase
  mailer: Mailer
  signingKeys: SigningKeyRing
}
