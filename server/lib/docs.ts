/** Turns a row into the API document: columns plus the free-form `doc`, minus internal columns. */
export function toDoc<T extends { doc?: unknown }>(row: T, hide: string[] = []): Record<string, unknown> {
  const { doc, ...columns } = row as T & { doc?: Record<string, unknown> }
  const out: Record<string, unknown> = { ...(doc ?? {}), ...columns }
  for (const key of hide) delete out[key]
  // Columns the database keeps for searching (enterprises.search_key) are not part of any document.
  delete out.search_key
  return out
}

export function toDocs<T extends { doc?: unknown }>(rows: T[], hide: string[] = []): Record<string, unknown>[] {
  return rows.map((r) => toDoc(r, hide))
}
