/** Development-only default of the signed phone login secret (FU_SIGN_SECRET overrides; required in production). */
export const DEV_SIGN_SECRET = 'fu-dev-sign-secret'

/**
 * The seeded partner's (CHINAIEF, types/oauth.ts) client secret. Public knowledge, so it authenticates only in
 * development; in production give the client its own secret (`oauth_clients.secret_hash`, SHA-256 hex).
 */
export const DEV_OAUTH_CLIENT_SECRET = 'fu-dev-chinaief-client-secret'
