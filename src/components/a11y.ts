/**
 * Screen-reader props for Taro components. The H5 build renders `role` / `aria-*` as DOM attributes;
 * WeChat reads `aria-role` (Taro's `ariaRole`). Taro's prop types know only the latter, hence the cast.
 */
type A11yProps = Record<string, string | number | boolean>

export function srRole(role: string, extra: Record<`aria-${string}`, string | number | boolean> = {}): A11yProps {
  return { role, ariaRole: role, ...extra }
}

export function heading(level: 1 | 2 | 3): A11yProps {
  return srRole('heading', { 'aria-level': level })
}

/**
 * The accessible name and state of an input: Taro's H5 Input wraps a native <input>, so id and aria go on it
 * (`nativeProps`); the mini-program reads them on the component (`props`). The one place that knows the difference.
 */
export function inputAria<A extends Record<string, string | number | boolean>>(id: string, aria: A): { props: A | Record<string, never>; nativeProps: A & { id: string } } {
  // eslint-disable-next-line no-restricted-syntax -- the one allowed reader of TARO_ENV: H5 and mini-program put aria on different nodes
  return { props: process.env.TARO_ENV === 'h5' ? {} : aria, nativeProps: { id, ...aria } }
}
