/**
 * `npm run staff -- …`: staff accounts from the command line, on the database the server uses
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first, PGlite is one process's).
 *   add --email E --role owner|operations|catalogue|support [--name N]   asks for the password
 *   password --email E                                                   a new password; sessions end
 *   list
 * The password is read from the terminal without echo, or from the first line of stdin when it
 * is not a terminal (scripts). This is how the first owner of a production store is made.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase, prepareDatabase, type Database } from '../db';
import { hashPassword } from './passwords';
import { createStaff, findStaffByEmail, normaliseStaffEmail, revokeStaffSessions } from './staff';
import { audit } from './staff-audit';
import { isStaffRole, STAFF_ROLES } from '../../shared/domain/staff-roles';

const USAGE = `Usage:
  npm run staff -- add --email EMAIL --role ${STAFF_ROLES.join('|')} [--name NAME]
  npm run staff -- password --email EMAIL
  npm run staff -- list`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (ch: string) => {
      if (ch === '\r' || ch === '\n' || ch === '\u0004') {
        input.setRawMode(false);
        input.pause();
        input.off('data', onData);
        process.stdout.write('\n');
        resolve(value);
      } else if (ch === '\u0003') {
        process.stdout.write('\n');
        process.exit(130);
      } else if (ch === '\u007f') value = value.slice(0, -1);
      else value += ch;
    };
    input.on('data', onData);
  });
}

/** Where the command gets a password: the terminal (asked twice), or the first line of stdin. */
export type PasswordSource = () => Promise<string>;

const fromTerminal: PasswordSource = async () => {
  const password = await readPassword('Password (at least 10 characters): ');
  if (process.stdin.isTTY && password.length >= 10 && (await readPassword('The same again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
};

async function newPassword(ask: PasswordSource): Promise<string> {
  const password = await ask();
  if (password.length < 10) throw new Error('A staff password has at least 10 characters.');
  return password;
}

/** One command on an open database; answers what to print, throws what went wrong. */
export async function runStaffCommandOn(db: Database, args: string[], ask: PasswordSource = fromTerminal): Promise<string> {
  const [command] = args;
  if (command === 'list') {
    const r = await db.query<{ email: string; role: string; name: string; disabled: boolean }>(
      'SELECT email, role, name, disabled_at IS NOT NULL AS disabled FROM staff ORDER BY id',
    );
    return r.rows.map((s) => `${s.email}  ${s.role}  ${s.name}${s.disabled ? '  (switched off)' : ''}`).join('\n') || 'No staff accounts yet.';
  }
  const email = option(args, 'email');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Give the account's email with --email.\n${USAGE}`);
  if (command === 'add') {
    const role = option(args, 'role');
    if (!isStaffRole(role)) throw new Error(`Give the role with --role: one of ${STAFF_ROLES.join(', ')}.`);
    if (await findStaffByEmail(db, email)) throw new Error(`A staff account with the email ${normaliseStaffEmail(email)} exists already.`);
    const password = await newPassword(ask);
    const row = await db.transaction(async (tx) => {
      const created = await createStaff(tx, { email, role, name: option(args, 'name') ?? email.split('@')[0], password });
      await audit(tx, null, { action: 'staff.created', entity: 'staff', entityId: created.id, before: null, after: { email: created.email, role }, note: 'command line' });
      return created;
    });
    return `Staff account ${row.email} (${row.role}) created. It signs in through POST /api/admin/login.`;
  }
  if (command === 'password') {
    const member = await findStaffByEmail(db, email);
    if (!member) throw new Error(`There is no staff account ${normaliseStaffEmail(email)}.`);
    const hash = await hashPassword(await newPassword(ask));
    await db.transaction(async (tx) => {
      await tx.query('UPDATE staff SET password_hash = $2, updated_at = now() WHERE id = $1', [member.id, hash]);
      await revokeStaffSessions(tx, member.id);
      await audit(tx, null, { action: 'staff.password', entity: 'staff', entityId: member.id, before: null, after: null, note: 'command line' });
    });
    return `New password set for ${member.email}; its sessions have ended.`;
  }
  throw new Error(USAGE);
}

export async function runStaffCommand(args: string[]): Promise<number> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await prepareDatabase(db, async () => null);
    console.log(await runStaffCommandOn(db, args));
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await db.close();
  }
}
