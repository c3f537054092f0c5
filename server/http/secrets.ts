/**
 * Production's secrets are real ones (issue 26 F2): anyone who knows the one that signs `<phone>.<timestamp>` signs
 * in as anyone, so the development default and anything short enough to guess stop the start, naming the rule.
 */
import { DEV_OAUTH_CLIENT_SECRET, DEV_SIGN_SECRET } from '../modules/accounts/devDefaults'

export const MIN_SECRET_BYTES = 32
const PUBLIC_SECRETS = new Set([DEV_SIGN_SECRET, DEV_OAUTH_CLIENT_SECRET])

/** Throws when `value` (the setting `name`) is a published development secret or shorter than 32 bytes. */
export function assertProductionSecret(name: string, value: string): void {
  if (PUBLIC_SECRETS.has(value)) {
    throw new Error(`${name} is the published development secret: production needs its own random secret of at least ${MIN_SECRET_BYTES} bytes (e.g. openssl rand -hex 32)`)
  }
  const bytes = Buffer.byteLength(value, 'utf8')
  if (bytes < MIN_SECRET_BYTES) {
    throw new Error(`${name} must be at least ${MIN_SECRET_BYTES} bytes in production (it has ${bytes}): use a random secret, e.g. openssl rand -hex 32`)
  }
}
