/**
 * The H5 build's deferred.ts: SHA-256 with the canonical request (≈ 1.6 KB brotli) load with the first request, the
 * reactions to failures (with the list of error codes) with the first failed one. Each is loaded once and then given
 * at once; a failed load (offline) is tried again at the next ask.
 */
import type { Failures, Signing } from './deferred'

function onDemand<T>(load: () => Promise<T>): () => T | Promise<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return () => {
    if (loaded) return loaded
    loading ??= load().then(
      module => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
}

export const signingCode = onDemand<Signing>(() => import(/* webpackChunkName: "api-deferred" */ './signature'))
export const failuresCode = onDemand<Failures>(() => import(/* webpackChunkName: "api-deferred" */ './failures'))
