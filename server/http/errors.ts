/** The refusals routes throw (status, SPEC §8 code, message, data) and their shorthand constructors. */
import { ErrorCode } from '../../types/errors'

/** A refusal with its HTTP status and the `{ code, message, data? }` body of SPEC §8. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: number, message: string, readonly data?: Record<string, unknown>) {
    super(message)
    this.name = 'ApiError'
  }
}

export const notFound = (what: string) => new ApiError(404, ErrorCode.NotFound, `${what} not found`)
export const forbidden = (message = 'no permission') => new ApiError(403, ErrorCode.NoPermission, message)
export const conflict = (code: number, message: string, data?: Record<string, unknown>) => new ApiError(409, code, message, data)
export const badRequest = (code: number, message: string, data?: Record<string, unknown>) => new ApiError(400, code, message, data)
export { ErrorCode }
