/**
 * A request schema that drifts from its type in types/api.ts is a type error (server/lib/validation.ts requestOf):
 * each @ts-expect-error below must be an error, or the typecheck (tsconfig.node.json) fails.
 */
import { requestOf, strict, int, text, z } from '../../server/lib/validation'

interface Request { name: string; count?: number }

export const same = requestOf<Request>()(strict({ name: text(20, 1), count: int(0).optional() }))
// @ts-expect-error the schema has a field the type lacks
export const extraField = requestOf<Request>()(strict({ name: text(20, 1), count: int(0).optional(), note: text(20).optional() }))
// @ts-expect-error the schema lacks a field of the type
export const missingField = requestOf<Request>()(strict({ name: text(20, 1) }))
// @ts-expect-error the schema refuses what the type allows (count as text)
export const otherType = requestOf<Request>()(strict({ name: text(20, 1), count: z.boolean().optional() }))
// @ts-expect-error the schema requires what the type leaves optional
export const required = requestOf<Request>()(strict({ name: text(20, 1), count: int(0) }))
