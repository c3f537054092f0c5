/**
 * Spreadsheet files in the browser for the organiser console (issue 28): saving one the server sent (base64) and
 * choosing one to send (read as base64). H5 only: the mini-program shows the console in a web-view, i.e. this page.
 * Imported only by the console, so the visitor's first screen does not carry it.
 */
/**
 * Saves the file under its name (the browser's download). calendarFile.ts does the same for an .ics; sharing a module
 * with it made webpack pull the shared code into the visitor's first screen (+0.2 KB, over its budget).
 */
export function saveBase64File(name: string, type: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), c => c.charCodeAt(0))
  const href = URL.createObjectURL(new Blob([bytes], { type }))
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

export interface ChosenFile { name: string; base64: string }

/** Asks for one file (`accept`: e.g. `.xlsx`); resolves with it read as base64, or null when none was chosen. */
export function chooseBase64File(accept: string): Promise<ChosenFile | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = accept
    input.style.display = 'none'
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      input.remove()
      if (!file) { resolve(null); return }
      const reader = new FileReader()
      reader.onload = () => resolve({ name: file.name, base64: String(reader.result).replace(/^data:[^,]*,/, '') })
      reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'))
      reader.readAsDataURL(file)
    })
    input.addEventListener('cancel', () => { input.remove(); resolve(null) })
    document.body.appendChild(input)
    input.click()
  })
}
