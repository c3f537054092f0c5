/** SPEC §9's loading toast: shown for slow calls only, at most 30 s, cleared 400 ms after the last answer. */
import { createLoadingToast, LOADING_TOAST, showsLoadingToast } from '@/core/loadingToast'

function harness() {
  const events: string[] = []
  let now = 0
  const timers: { at: number; run: () => void; id: number }[] = []
  let nextId = 1
  const toast = createLoadingToast(ms => events.push(`show ${ms} @${now}`), () => events.push(`hide @${now}`), {
    set: (run, ms) => { const id = nextId++; timers.push({ at: now + ms, run, id }); return id },
    clear: handle => { const i = timers.findIndex(t => t.id === handle); if (i >= 0) timers.splice(i, 1) },
  })
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      timers.sort((a, b) => a.at - b.at)
      const due = timers[0]
      if (!due || due.at > until) break
      timers.shift()
      now = due.at
      due.run()
    }
    now = until
  }
  return { toast, events, advance }
}

it('shows nothing for a call answered quickly', () => {
  const { toast, events, advance } = harness()
  const end = toast.begin()
  advance(LOADING_TOAST.delayMs - 1)
  end()
  advance(5000)
  expect(events).toEqual([])
})

it('shows the toast for a slow call, for at most 30 s, and takes it down 400 ms after the answer', () => {
  const { toast, events, advance } = harness()
  const end = toast.begin()
  advance(2000)
  expect(events).toEqual([`show 30000 @${LOADING_TOAST.delayMs}`])
  end()
  advance(399)
  expect(events).toHaveLength(1)
  advance(1)
  expect(events).toEqual([`show 30000 @${LOADING_TOAST.delayMs}`, 'hide @2400'])
})

it('keeps one toast over overlapping calls and a call starting within the 400 ms', () => {
  const { toast, events, advance } = harness()
  const a = toast.begin()
  advance(100)
  const b = toast.begin()
  advance(900)
  a()
  advance(1000)
  b()
  advance(200)
  const c = toast.begin()
  advance(300)
  c()
  c() // a second end of the same call changes nothing
  advance(400)
  expect(events).toEqual([`show 30000 @${LOADING_TOAST.delayMs}`, 'hide @2900'])
})

it('shows again for a later slow call once the toast has expired by itself', () => {
  const { toast, events, advance } = harness()
  const end = toast.begin()
  advance(LOADING_TOAST.delayMs + LOADING_TOAST.maxMs + 10)
  end()
  advance(400)
  const later = toast.begin()
  advance(LOADING_TOAST.delayMs)
  later()
  expect(events.filter(e => e.startsWith('show'))).toHaveLength(2)
})

it('leaves background records out: views, logs, counters, reports; every read and user action shows it', () => {
  expect(showsLoadingToast('GET', '/activities')).toBe(true)
  expect(showsLoadingToast('POST', '/tickets')).toBe(true)
  expect(showsLoadingToast('POST', '/enterprise/likes')).toBe(true)
  expect(showsLoadingToast('POST', '/activities/a1/views')).toBe(false)
  expect(showsLoadingToast('POST', '/meetings/m1/credential')).toBe(false)
  expect(showsLoadingToast('PUT', '/demand/meetings/m1/covers/show_total')).toBe(false)
  expect(showsLoadingToast('POST', '/logs')).toBe(false)
  expect(showsLoadingToast('POST', '/reports')).toBe(false)
  expect(showsLoadingToast('POST', '/enterprises/e1/calls')).toBe(false)
})
