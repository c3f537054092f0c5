import { useEffect, useState } from 'react'

/** The current time in milliseconds, ticking every `intervalMs` (SPEC §9: the clock ticks every second). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
