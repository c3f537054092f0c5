/**
 * The absolute address of an in-app route on this H5 site (`https://host/path/#/meeting/…`), for copying
 * and sharing. Outside a browser (no location) the route itself is returned.
 * TODO(platform): belongs in the Platform interface (e.g. `routeLink(route)`) beside share; kept here, small,
 * until the platform owner adds it.
 */
export function absoluteRouteLink(route: string): string {
  const location = (globalThis as { location?: { origin?: string; pathname?: string } }).location
  if (!location?.origin || location.origin === 'null') return route
  return `${location.origin}${location.pathname ?? '/'}#${route}`
}
