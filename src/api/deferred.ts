/**
 * The parts of src/api/http.ts that a first screen does not run (issue 15): signing a request (signature.ts) and the
 * reactions to a failed call (failures.ts). The mini-program and jest have them at once; the H5 build loads them when
 * first needed (deferred.h5.ts), so the home the server's start payload fills draws without them.
 */
import * as signing from '../core/signature'
import * as failures from './failures'

export type Signing = typeof signing
export type Failures = typeof failures

export const signingCode = (): Signing | Promise<Signing> => signing
export const failuresCode = (): Failures | Promise<Failures> => failures
