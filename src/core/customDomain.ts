/**
 * SPEC §1: a meeting may run on a custom domain — any host other than the main hosts — which then opens
 * its default meeting. Returns that host, or undefined on a main host.
 */
export function customDomainOf(hostname: string | undefined, mainHosts: readonly string[]): string | undefined {
  const host = (hostname ?? '').trim().toLowerCase().replace(/\.$/, '')
  if (!host) return undefined
  return mainHosts.some(main => main.trim().toLowerCase() === host) ? undefined : host
}
