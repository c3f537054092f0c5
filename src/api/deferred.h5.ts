/**
 * The H5 build's deferred.ts: SHA-256 with the canonical request (≈ 1.6 KB brotli) load with the first request, the
 * reactions to failures (with the list of error codes) with the first failed one. Each is loaded once and then given
 * at once; a failed load (offline) is tried again at the next ask.
 */
import { loadOnce } from '@/core/loadOnce'
import type { Failures, Signing } from './deferred'

const signing = loadOnce<Signing>(() => import(/* webpackChunkName: "api-deferred" */ '../core/signature'))
const failures = loadOnce<Failures>(() => import(/* webpackChunkName: "api-deferred" */ './failures'))

export const signingCode = (): Signing | Promise<Signing> => signing.loaded() ?? signing()
export const failuresCode = (): Failures | Promise<Failures> => failures.loaded() ?? failures()
