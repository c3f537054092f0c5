/** Fills `{name}` placeholders. Missing params stay visible so a bug shows on screen. */
export function fillParams(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
