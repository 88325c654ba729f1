/**
 * `npm run staff -- add NAME editor|office` and `npm run staff -- remove NAME editor|office`:
 * the staff accounts (editor/staff/accounts.ts) in STAFF_DIR (default /etc/mandatwerk). The
 * password is read from standard input – typed without echo at a terminal, or piped – never
 * from the command line, where every local user could read it in the process list. The editor
 * and the desk read the files at each sign-in: no restart.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'

import { accountsFile, hashPassword, NAME, type StaffGroup, withAccount, withoutAccount } from './accounts.ts'

const MIN_PASSWORD = 12
const USAGE = `usage: npm run staff -- add NAME editor|office     (password from standard input)
       npm run staff -- remove NAME editor|office
editor: content editors (Keystatic, preview, publish); office: the desk /anfragen (personal data).
Files: $STAFF_DIR/editors and $STAFF_DIR/office (default STAFF_DIR=/etc/mandatwerk).`

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

/** One line from standard input; at a terminal without echo. */
async function readPassword(): Promise<string> {
  const input = process.stdin
  if (!input.isTTY) {
    let text = ''
    for await (const chunk of input) text += String(chunk)
    return text.split(/\r?\n/)[0] ?? ''
  }
  process.stderr.write('Passwort: ')
  input.setRawMode(true)
  input.setEncoding('utf8')
  return new Promise((done) => {
    let typed = ''
    const onData = (key: string) => {
      for (const char of key) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false)
          input.off('data', onData)
          input.pause()
          process.stderr.write('\n')
          return done(typed)
        }
        if (char === '\u0003') process.exit(130)
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char
      }
    }
    input.on('data', onData)
  })
}

/** Replaces the file in one rename, keeping its mode and group (new files: 0640). */
function writeAccounts(file: string, text: string) {
  const before = existsSync(file) ? statSync(file) : undefined
  const next = `${file}.new`
  writeFileSync(next, text, { mode: before ? before.mode & 0o777 : 0o640 })
  if (before && process.getuid?.() === 0) {
    const { chownSync } = process.getBuiltinModule('node:fs')
    chownSync(next, before.uid, before.gid)
  }
  renameSync(next, file)
}

const [command, name, group] = process.argv.slice(2)
if (!command || ['-h', '--help', 'help'].includes(command)) {
  console.log(USAGE)
  process.exit(0)
}
if ((command !== 'add' && command !== 'remove') || !name || (group !== 'editor' && group !== 'office')) fail(USAGE)
if (!NAME.test(name))
  fail(`Ungültiger Name „${name}“: nur Buchstaben, Ziffern, Punkt, Unterstrich, Bindestrich (bis 64).`)
const file = accountsFile(process.env, group as StaffGroup)
const text = existsSync(file) ? readFileSync(file, 'utf8') : ''

if (command === 'remove') {
  writeAccounts(file, withoutAccount(text, name))
  console.log(`${name} entfernt aus ${file}.`)
} else {
  const password = await readPassword()
  if (password.length < MIN_PASSWORD) fail(`Das Passwort muss mindestens ${MIN_PASSWORD} Zeichen haben.`)
  writeAccounts(file, withAccount(text, name, await hashPassword(password)))
  console.log(`${name} kann sich jetzt anmelden (${group === 'editor' ? 'Redaktion' : 'Anfragen'}; ${file}).`)
}
