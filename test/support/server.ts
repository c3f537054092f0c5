/**
 * Starts the reference API server in a child process on a free port, on its own copy of a migrated and seeded database:
 *
 *   const server = await startTestServer()        // { baseUrl, apiUrl, stop(), dataDir | databaseUrl }
 *   await fetch(`${server.apiUrl}/demand/meetings`)
 *   await server.stop()
 *
 * Engine: PGlite by default; a PostgreSQL server when TEST_DATABASE_URL is set (an admin URL, e.g. from
 * scripts/pg-test-cluster.sh): each server then gets its own database, created from a template database.
 * The template (PGlite folder or PostgreSQL database) is built once per hour of seed time and per schema/seed
 * version, and copied per server, so a server starts in about a second instead of PGlite's ≈ 6 s initdb.
 * Pass `dataDir` / `databaseUrl` of a stopped server to restart on the same data (durability tests), with `ownsData`
 * when the restarted server is to remove it on stop.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface TestServerOptions {
  /** Reuse this PGlite folder (copied from the template when missing). */
  dataDir?: string
  /** Reuse this PostgreSQL database URL as-is (no template copy, not dropped on stop). */
  databaseUrl?: string
  /** Extra environment for the server process. */
  env?: Record<string, string>
  /**
   * The given `dataDir` / `databaseUrl` become this server's: removed (dropped) on stop as its own would be. For a
   * restart that takes over a stopped server's data until the end.
   */
  ownsData?: boolean
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string
  /** baseUrl + /fu/api */
  apiUrl: string
  dataDir?: string
  databaseUrl?: string
  /** Everything the server process wrote to stdout and stderr so far (its log lines: pino JSON at LOG_LEVEL). */
  output(): string
  /** The process's exit code once it ended (null while it runs, or when a signal ended it). */
  exitCode(): number | null
  /** Stops the server (SIGTERM, clean close). `keepData` keeps the folder / database for a restart. */
  stop(options?: { keepData?: boolean }): Promise<void>
}

const ROOT = path.resolve(__dirname, '..', '..')
const WORK = path.join(ROOT, '.data', 'test')
const START_TIMEOUT_MS = 90_000

function templateKey(): string {
  const hash = crypto.createHash('sha256')
  for (const dir of ['server/db/migrations', 'server/seed']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir)).sort()) {
      const full = path.join(ROOT, dir, file)
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
    }
  }
  // The seed places activities and lives relative to "now": rebuild the template every hour.
  hash.update(String(Math.floor(Date.now() / 3_600_000)))
  return hash.digest('hex').slice(0, 12)
}

function runNode(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr!.on('data', (d) => { err += d })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}: ${err.slice(-2000)}`))))
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs `build` once across jest workers: the first to create the lock folder builds, the others wait for `done`. */
async function once(done: () => Promise<boolean> | boolean, lockDir: string, build: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await done())) {
    try {
      fs.mkdirSync(lockDir)
    } catch {
      // Another worker is building; a lock older than the timeout is from a crashed run.
      try { if (Date.now() - fs.statSync(lockDir).mtimeMs > START_TIMEOUT_MS) fs.rmSync(lockDir, { recursive: true, force: true }) } catch { /* gone */ }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`)
      await sleep(200)
      continue
    }
    try { if (!(await done())) await build() } finally { fs.rmSync(lockDir, { recursive: true, force: true }) }
  }
}

async function pgliteTemplate(): Promise<string> {
  const key = templateKey()
  const dir = path.join(WORK, `template-${key}`)
  fs.mkdirSync(WORK, { recursive: true })
  await once(() => fs.existsSync(path.join(dir, 'READY')), path.join(WORK, `template-${key}.lock`), async () => {
    const tmp = `${dir}.tmp`
    fs.rmSync(tmp, { recursive: true, force: true })
    await runNode(['server/scripts/prepare-db.ts', tmp])
    fs.writeFileSync(path.join(tmp, 'READY'), new Date().toISOString())
    fs.rmSync(dir, { recursive: true, force: true })
    fs.renameSync(tmp, dir)
    for (const old of fs.readdirSync(WORK)) {
      if (old.startsWith('template-') && !old.startsWith(`template-${key}`)) fs.rmSync(path.join(WORK, old), { recursive: true, force: true })
    }
  })
  return dir
}

async function withPg<T>(url: string, fn: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  try { return await fn(client) } finally { await client.end() }
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function postgresDatabase(adminUrl: string): Promise<string> {
  const template = `fu_tpl_${templateKey()}`
  fs.mkdirSync(WORK, { recursive: true })
  const exists = () => withPg(adminUrl, async (c) => (await c.query("select 1 from pg_database where datname = $1 and datallowconn and datistemplate", [template])).rowCount === 1)
  await once(exists, path.join(WORK, `${template}.lock`), async () => {
    await withPg(adminUrl, async (c) => {
      await c.query(`drop database if exists ${template}`)
      await c.query(`create database ${template}`)
    })
    await runNode(['server/scripts/prepare-db.ts', databaseUrlFor(adminUrl, template)])
    await withPg(adminUrl, (c) => c.query(`alter database ${template} is_template true`))
  })
  const name = `fu_test_${crypto.randomBytes(6).toString('hex')}`
  for (let attempt = 0; ; attempt++) {
    try {
      await withPg(adminUrl, (c) => c.query(`create database ${name} template ${template}`))
      break
    } catch (err) {
      // "source database is being accessed by other users": another copy is being made right now.
      if (attempt > 50) throw err
      await sleep(100 + Math.random() * 200)
    }
  }
  return databaseUrlFor(adminUrl, name)
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const adminUrl = process.env.TEST_DATABASE_URL
  let dataDir: string | undefined
  let databaseUrl: string | undefined
  let ownsDatabase = false
  if (options.databaseUrl) {
    databaseUrl = options.databaseUrl
    ownsDatabase = !!options.ownsData
  } else if (adminUrl && !options.dataDir) {
    databaseUrl = await postgresDatabase(adminUrl)
    ownsDatabase = true
  } else {
    dataDir = options.dataDir ?? path.join(WORK, 'runs', `${process.pid}-${crypto.randomBytes(4).toString('hex')}`)
    if (!fs.existsSync(dataDir)) {
      const template = await pgliteTemplate()
      fs.mkdirSync(path.dirname(dataDir), { recursive: true })
      fs.cpSync(template, dataDir, { recursive: true })
    }
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'warn',
      FU_AUTH_RATE_LIMIT: '100000',
      ...(dataDir ? { FU_DATA_DIR: dataDir, DATABASE_URL: '' } : { DATABASE_URL: databaseUrl! }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Kept for tests that read the log (at most the last 32 MB).
  let output = ''
  const keep = (chunk: Buffer) => { output += chunk.toString(); if (output.length > 32 * 1024 * 1024) output = output.slice(-16 * 1024 * 1024) }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const baseUrl = await waitForListening(child)

  return {
    baseUrl,
    apiUrl: `${baseUrl}/fu/api`,
    dataDir,
    databaseUrl,
    output: () => output,
    exitCode: () => child.exitCode,
    async stop({ keepData = false } = {}) {
      await stopChild(child)
      if (keepData) return
      if (dataDir && (!options.dataDir || options.ownsData)) fs.rmSync(dataDir, { recursive: true, force: true })
      if (ownsDatabase && adminUrl) {
        const name = new URL(databaseUrl!).pathname.slice(1)
        await withPg(adminUrl, (c) => c.query(`drop database if exists ${name}`)).catch(() => undefined)
      }
    },
  }
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`server did not start in time:\n${output.slice(-3000)}`)) }, START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /fu-server listening on (http:\/\/[^\s]+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout!.off('data', onData)
        // Keep draining so a chatty server never blocks on a full pipe.
        child.stdout!.resume()
        resolve(match[1])
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString() })
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${output.slice(-3000)}`)) })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => { clearTimeout(timer); resolve() })
    child.kill('SIGTERM')
  })
}
