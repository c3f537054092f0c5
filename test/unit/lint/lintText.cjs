// Lints code as if it were files of the repository, with ESLint's Node API and the repository's eslint.config.mjs.
// stdin: [{ file, code }] (file relative to the repository); stdout: [[{ ruleId, message }]] in the same order.
// A process of its own: jest's module sandbox cannot load the ESM config file (no --experimental-vm-modules).
const path = require('path')
const { ESLint } = require('eslint')

async function main() {
  const cwd = path.resolve(__dirname, '../../..')
  const fixtures = JSON.parse(require('fs').readFileSync(0, 'utf8'))
  const eslint = new ESLint({ cwd })
  const out = []
  for (const { file, code } of fixtures) {
    const [result] = await eslint.lintText(code, { filePath: path.join(cwd, file) })
    out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })))
  }
  process.stdout.write(JSON.stringify(out))
}

main().catch((error) => { console.error(error); process.exit(1) })
