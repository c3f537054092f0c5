/**
 * Screen-reader props for Taro components. The H5 build renders `role` / `aria-*` as DOM attributes;
 * WeChat reads `aria-role` (Taro's `ariaRole`), which is no ARIA attribute in a browser, so it is given only outside
 * H5. Taro's prop types know only the latter, hence the cast.
 */
type A11yProps = Record<string, string | number | boolean>

/**
 * The one reader of TARO_ENV outside src/platform: the H5 build and the mini-program put roles, names and alt texts
 * on different props and nodes (below), and a component cannot ask the platform store for that while it renders props.
 */
// eslint-disable-next-line no-restricted-syntax -- see above
const onH5 = () => process.env.TARO_ENV === 'h5'

/** `role` (H5) and `ariaRole` (the mini-program) with the role's aria state. */
export function srRole(role: string, extra: Record<`aria-${string}`, string | number | boolean> = {}): A11yProps {
  return onH5() ? { role, ...extra } : { role, ariaRole: role, ...extra }
}

export function heading(level: 1 | 2 | 3): A11yProps {
  return srRole('heading', { 'aria-level': level })
}

/**
 * The accessible name and state of an input: Taro's H5 Input wraps a native <input>, so id and aria go on it
 * (`nativeProps`); the mini-program reads them on the component (`props`). The one place that knows the difference.
 */
export function inputAria<A extends Record<string, string | number | boolean>>(id: string, aria: A): { props: A | Record<string, never>; nativeProps: A & { id: string } } {
  return { props: onH5() ? {} : aria, nativeProps: { id, ...aria } }
}

/**
 * The text alternative of a Taro Image ('' for decoration): on H5 the component is a wrapper around a native <img>,
 * so `alt` goes on that <img> (`nativeProps`); the mini-program reads `ariaLabel` on the component.
 */
export function imageAlt(label: string): { nativeProps: { alt: string } } | { ariaLabel: string } {
  return onH5() ? { nativeProps: { alt: label } } : { ariaLabel: label }
}

/**
 * Moves keyboard focus to the element with `id`: a menu's item, or back to the button that opened it. The H5 build
 * only: the mini-program has no document and no keyboard focus to move.
 */
export function focusById(id: string): void {
  if (typeof document !== 'undefined') document.getElementById(id)?.focus()
}
