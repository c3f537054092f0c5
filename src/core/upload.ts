/**
 * Where a picked image is posted (SPEC §7 POST /tokens/qiniu): the token's answer names it. An absolute `upload_url`
 * is the object storage's upload host (FU_STORAGE=qiniu), used as it is; a path (`/fu/api/uploads`) is on the API's
 * own origin (the mini-program's apiBase is absolute, H5's may be a path); no upload_url (an older server) means the
 * API's own POST /uploads.
 */
export function uploadTarget(apiBase: string, uploadUrl?: string | null): string {
  if (uploadUrl && /^https?:\/\//i.test(uploadUrl)) return uploadUrl
  if (uploadUrl && uploadUrl.startsWith('/')) return `${/^https?:\/\/[^/]+/i.exec(apiBase)?.[0] ?? ''}${uploadUrl}`
  return `${apiBase}/uploads`
}
