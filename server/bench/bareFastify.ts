/**
 * The floor of the server bench: a bare Fastify (same version, no plugins, no database) answering a small JSON
 * document on 127.0.0.1, in its own process like the real server. Prints its URL on the first line of stdout.
 */
import Fastify from 'fastify'

async function main(): Promise<void> {
  const app = Fastify({ logger: false })
  const body = { results: [{ _id: '660100000000000000000001', title: { zh: '全球产业博览会', en: 'Global Industry Expo' } }], total: 1 }
  app.get('/', async () => body)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  process.stdout.write(`${url}\n`)
  process.on('SIGTERM', () => { void app.close().then(() => process.exit(0)) })
}

main().catch((err) => { console.error(err); process.exit(1) })
