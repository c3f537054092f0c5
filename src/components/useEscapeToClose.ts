import { useEffect } from 'react'

/** Escape closes an open pop-up (a menu, a sheet), as it does anywhere else. */
export function useEscapeToClose(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || typeof document === 'undefined') return undefined
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') close() }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])
}
