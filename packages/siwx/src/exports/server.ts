export {
  NonceStoreOptionsError,
  type NonceStoreOptionsErrorType,
} from '../errors.js'
export { issueNonce } from '../server/issueNonce.js'
export { createMemoryNonceStore, type NonceStore } from '../server/nonceStore.js'
export {
  type CreatePostgresNonceStoreParameters,
  createPostgresNonceStore,
  type PostgresQuery,
  postgresNonceTableSql,
} from '../server/postgresNonceStore.js'
export {
  type CreateRedisNonceStoreParameters,
  createRedisNonceStore,
  type RedisCommand,
} from '../server/redisNonceStore.js'
export {
  type SignInRefusal,
  type SignInResult,
  type VerifySignInParameters,
  verifySignIn,
} from '../server/verifySignIn.js'
