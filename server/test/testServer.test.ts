/**
 * The test server's data (test/support/server.ts): a restart on a stopped server's data keeps it unless told to own
 * it, so a test that restarts (e2e longList, durability tests) leaves nothing behind under .data/test/runs.
 */
import fs from 'node:fs'
import { startTestServer } from '../../test/support/server'

jest.setTimeout(120_000)

const present = (dataDir: string | undefined) => !!dataDir && fs.existsSync(dataDir)
/** PGlite's folders are what is left behind; on PostgreSQL (TEST_DATABASE_URL) the servers have databases instead. */
const onPglite = process.env.TEST_DATABASE_URL ? it.skip : it

describe('a test server restarted on a stopped one\'s data', () => {
  onPglite('keeps the data it was given, and removes it on stop when it owns it', async () => {
    const first = await startTestServer()
    await first.stop({ keepData: true })
    expect(present(first.dataDir)).toBe(true)

    const borrowing = await startTestServer({ dataDir: first.dataDir })
    await borrowing.stop()
    expect(present(first.dataDir)).toBe(true)

    const owning = await startTestServer({ dataDir: first.dataDir, ownsData: true })
    expect((await fetch(`${owning.apiUrl}/demand/meetings`)).status).toBe(200)
    await owning.stop()
    expect(present(first.dataDir)).toBe(false)
  })
})
