/**
 * The service's schema, as numbered migrations applied in order, each once. One set for both
 * drivers: PGlite is PostgreSQL itself (compiled to WebAssembly), so the dialect is the same.
 * Never edit a migration that has shipped: add the next number.
 */
export const migrations: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins jsonb NOT NULL,
  -- Set when the project left the configuration: it is kept for its sessions' rows, not served.
  retired_at timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  created_at timestamptz NOT NULL,
  last_login_at timestamptz
);

-- One-time codes: only an HMAC of the code under the service's code secret is kept.
CREATE TABLE email_codes (
  id uuid PRIMARY KEY,
  purpose text NOT NULL
    CHECK (purpose IN ('login', 'email-change-primary', 'email-change-secondary', 'export')),
  project_id text NOT NULL REFERENCES projects (id),
  recipient text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_hmac bytea NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX email_codes_by_recipient ON email_codes (purpose, recipient, created_at);
CREATE INDEX email_codes_by_user ON email_codes (user_id, purpose, created_at);

-- A session is one refresh-token family (the access token's sid); revoking it ends every token.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- Refresh tokens, by their SHA-256 only. A rotated token stays (rotated_at set) until it would
-- have expired, so that its reuse is recognised and revokes the family.
CREATE TABLE refresh_tokens (
  token_hash bytea PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_by_session ON refresh_tokens (session_id);

-- The auth share is sealed with AES-256-GCM under the key-encryption key, which is never stored
-- here; the recovery envelope is the visitor's (encrypted by the frame) and is kept as given. With
-- managed recovery, recovery_share is sealed under the operator's recovery key instead.
CREATE TABLE wallets (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  evm_address text NOT NULL,
  solana_address text NOT NULL,
  auth_share bytea NOT NULL,
  recovery_envelope jsonb,
  recovery_share bytea,
  created_at timestamptz NOT NULL,
  CHECK ((recovery_envelope IS NULL) <> (recovery_share IS NULL))
);

CREATE TABLE email_changes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  state text NOT NULL CHECK (state IN ('awaiting-primary', 'awaiting-secondary', 'done')),
  updated_at timestamptz NOT NULL
);

-- One row per counted event (a code sent to an address, a request from an address).
CREATE TABLE rate_events (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_by_key ON rate_events (key, at);

-- The access tokens' ES256 key pair: the private key sealed under the key-encryption key.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_key bytea NOT NULL,
  created_at timestamptz NOT NULL
);
`,
  },
  {
    version: 2,
    sql: `
-- Browsers that signed in a user (device approval): each one's device token, by its SHA-256 only.
-- A token is replaced at each sign-in that presents it; a user keeps at most 20.
CREATE TABLE device_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX device_tokens_by_user ON device_tokens (user_id, created_at);

-- A new browser's sign-in waiting for the address's owner to approve it from a mailed link. It
-- names an address, not a user (asking must not tell whether the address has an account); its id
-- (the browser's) and its link token (the email's) are kept as SHA-256 only. 'used': a code was
-- sent for it.
CREATE TABLE device_approvals (
  id_hash bytea PRIMARY KEY,
  link_token_hash bytea NOT NULL UNIQUE,
  email text NOT NULL CHECK (email = lower(email)),
  project_id text NOT NULL REFERENCES projects (id),
  user_agent text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'approved', 'denied', 'used')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX device_approvals_by_email ON device_approvals (email, created_at);
CREATE INDEX device_approvals_by_expiry ON device_approvals (expires_at);

-- With device approval on, a login code works only for the browser it was sent for: the SHA-256
-- of the device token or approval id that browser presented when asking.
ALTER TABLE email_codes ADD COLUMN browser_hash bytea;
`,
  },
  {
    version: 3,
    sql: `
-- Social login (issue 19): a user may have no email (an X account shares none).
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

-- Who signed in with a provider: keyed by the provider's stable user id, never by an email, so a
-- provider account showing someone's address never reaches their wallet.
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  username text NOT NULL,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_by_user ON social_identities (user_id);

-- One social login, from the frame's request to its result. The frame's attempt secret, the OAuth
-- state and the popup's cookie are kept as SHA-256 only; the PKCE verifier sealed under the
-- key-encryption key. 'started': sent to the provider; 'done' or 'failed': the provider answered;
-- 'spent': the frame took the session; 'abandoned': the visitor closed the popup.
CREATE TABLE social_attempts (
  id uuid PRIMARY KEY,
  secret_hash bytea NOT NULL,
  project_id text NOT NULL REFERENCES projects (id),
  provider text NOT NULL,
  site_origin text NOT NULL,
  return_to text,
  state_hash bytea UNIQUE,
  cookie_hash bytea,
  sealed_verifier bytea,
  nonce text,
  status text NOT NULL CHECK (status IN ('created', 'started', 'done', 'failed', 'spent', 'abandoned')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  failure text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_attempts_by_expiry ON social_attempts (expires_at);
`,
  },
  {
    version: 4,
    sql: `
-- Sign In With Farcaster (issue 19): the relay's channels. A channel is keyed by the SHA-256 of its
-- 256-bit token (the token itself is only in the URL the visitor's app opens). The frame's channels
-- carry an attempt (its id, its secret's SHA-256, its project); a site's own channels do not.
-- 'verifying': an answer is being checked; 'completed': the app's signed message passed every check
-- (answer holds it); 'failed': it did not; 'spent': the frame took the session; 'abandoned': the
-- visitor closed the view. Users signing in this way are social_identities of provider 'farcaster',
-- keyed by fid.
CREATE TABLE farcaster_channels (
  token_hash bytea PRIMARY KEY,
  attempt_id uuid UNIQUE,
  secret_hash bytea,
  project_id text REFERENCES projects (id),
  -- What the app must sign: siweUri, domain, nonce and the creator's optional fields.
  request jsonb NOT NULL,
  state text NOT NULL
    CHECK (state IN ('pending', 'verifying', 'completed', 'failed', 'spent', 'abandoned')),
  answer jsonb,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK ((attempt_id IS NULL) = (secret_hash IS NULL) AND (attempt_id IS NULL) = (project_id IS NULL))
);
CREATE INDEX farcaster_channels_by_expiry ON farcaster_channels (expires_at);
`,
  },
  {
    version: 5,
    sql: `
-- Smart sessions (ERC-7715; issue 19): a permission a visitor granted a site for their smart
-- account, which the frame applies without a prompt while it holds. id is the permission's context
-- (16 random bytes as 0x-hex). Amounts are uint256 in the token's base units. The current period
-- starts at period_start; a period that ended is rolled forward by whole periods when read or
-- spent from, so periods stay aligned on the grant.
CREATE TABLE smart_sessions (
  id text PRIMARY KEY CHECK (id ~ '^0x[0-9a-f]{32}$'),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id),
  site_origin text NOT NULL,
  chain_id bigint NOT NULL CHECK (chain_id > 0),
  account text NOT NULL,
  permission_type text NOT NULL CHECK (permission_type IN ('erc20-token-periodic')),
  token text NOT NULL,
  period_amount numeric(78, 0) NOT NULL CHECK (period_amount > 0),
  period_seconds integer NOT NULL CHECK (period_seconds BETWEEN 1 AND 31622400),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  period_start timestamptz NOT NULL,
  spent_in_period numeric(78, 0) NOT NULL DEFAULT 0
    CHECK (spent_in_period >= 0 AND spent_in_period <= period_amount)
);
CREATE INDEX smart_sessions_by_account ON smart_sessions (user_id, account, created_at);
`,
  },
]
