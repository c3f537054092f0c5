/**
 * The API's OpenAPI document, generated from the routes' zod schemas (fastify-type-provider-zod's jsonSchemaTransform),
 * in development only: the Swagger UI at /fu/api/docs and the document at /fu/api/docs/json. Production does not
 * register them (the routes answer 404 there).
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export const DOCS_PREFIX = '/fu/api/docs'

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'fu reference API',
        description: 'The calls of SPEC §7, served under /fu/api. Responses wrap their payload in `results`; errors are `{ code, message }` (SPEC §8). Signed-in calls take `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  })
  // The UI's own CSP, without upgrade-insecure-requests (development runs on plain http).
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true, transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '') })
}
