/** Development-only default of the signed phone login secret (FU_SIGN_SECRET overrides; required in production). */
export const DEV_SIGN_SECRET = 'fu-dev-sign-secret'
