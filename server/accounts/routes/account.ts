import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object } from 'yup';
import type { SessionUser } from '../../../shared/api/account';
import {
  ACCOUNT_MESSAGES as M,
  forgotEmailSchema,
  loginSchema,
  registerPayloadSchema,
  requiredText,
  resetPayloadSchema,
} from '../../../shared/validation';
import type { Queryable } from '../../db';
import { conflict, unauthorized, unprocessable } from '../../http/errors';
import { countResetRequest, forgetLoginFailures, loginGuard, resetCodeGuard } from '../../http/failure-limits';
import { addressLimit } from '../../http/rate-limits';
import { NO_STORE } from '../../http/security-headers';
import { parseInput } from '../../http/validate';
import { loyaltyBalance } from '../../cart/loyalty';
import { sendMail } from '../../orders/mail';
import { checkPassword, hashPassword } from '../passwords';
import { createSession, requireUser, revokeOtherSessions, revokeSession } from '../sessions';
import { newResetCode, newToken, sameHash, sha256 } from '../tokens';

const RESET_CODE_MINUTES = 15;
const RESET_MAX_ATTEMPTS = 5;

interface UserRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  avatar: string | null;
  password_hash: string;
}

const USER_COLUMNS = 'id, name, email, mobile, address, avatar, password_hash';

async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
    email.trim(),
  ]);
  return r.rows[0] ?? null;
}

async function sessionUser(
  db: Queryable,
  user: UserRow,
  token: string,
  meta: { source?: string | null; product?: string | null },
): Promise<SessionUser> {
  return {
    name: user.name,
    avatar: user.avatar,
    token,
    loyality: await loyaltyBalance(db, user.id),
    mobile: user.mobile,
    email: user.email,
    address: user.address,
    product: meta.product ?? null,
    source: meta.source ?? null,
  };
}

const tokenQuery = object({ token: requiredText('The reset link is incomplete: the token is missing.') });
const verifySchema = object({ code: requiredText(M.resetCodeRequired) });

interface ResetRow {
  id: number;
  user_id: number;
  code_hash: string;
  attempts: number;
}

/**
 * Finds the live reset for a remember_token and checks the code. A wrong code counts as an
 * attempt; after RESET_MAX_ATTEMPTS (or one, once the account had its share of wrong codes:
 * http/failure-limits.ts) the reset is dead. Every failure reads 'Invalid Reset Code'.
 */
async function checkResetCode(db: Queryable, request: FastifyRequest, rememberToken: string, code: string): Promise<ResetRow> {
  const r = await db.query<ResetRow>(
    `SELECT id, user_id, code_hash, attempts FROM password_resets
      WHERE remember_token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256(rememberToken)],
  );
  const reset = r.rows[0];
  if (!reset || reset.attempts >= RESET_MAX_ATTEMPTS) throw unprocessable(M.resetCodeInvalid);
  // Wrong codes also count per account and address, so asking for code after code does not buy more guesses.
  const guard = resetCodeGuard(request, reset.user_id);
  await guard.check();
  if (!sameHash(reset.code_hash, sha256(code.trim()))) {
    const attempts = (await guard.oneAttemptOnly()) ? RESET_MAX_ATTEMPTS : 1;
    await db.query('UPDATE password_resets SET attempts = attempts + $2 WHERE id = $1', [reset.id, attempts]);
    await guard.failed();
    throw unprocessable(M.resetCodeInvalid);
  }
  return reset;
}

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Per address: a ceiling that fits many shoppers behind one NAT address; per account: the precise limits.
  const limited = { preHandler: addressLimit };

  app.post('/login', limited, async (request, reply) => {
    const body = await parseInput(loginSchema, request.body);
    // Failed logins count per account (by email, known or not) and address: http/failure-limits.ts.
    const guard = loginGuard(request, body.email);
    await guard.check();
    const user = await findUserByEmail(db, body.email);
    const ok = await checkPassword(user?.password_hash ?? null, body.password);
    if (!user || !ok) {
      await guard.failed();
      throw unauthorized('The email or password you entered is incorrect.');
    }
    await guard.succeeded();
    const meta = { source: body.source, product: body.product };
    const token = await createSession(db, user.id, meta);
    reply.header('Cache-Control', NO_STORE);
    return { statusCode: 200, message: 'You are logged in.', data: await sessionUser(db, user, token, meta) };
  });

  app.post('/register', limited, async (request, reply) => {
    const body = await parseInput(registerPayloadSchema, request.body);
    const email = body.emailAddress.trim();
    const passwordHash = await hashPassword(body.password);
    const meta = { source: body.source, product: body.product };
    const data = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw conflict('An account with this email already exists. Please log in.');
      const r = await tx.query<UserRow>(
        `INSERT INTO users (name, email, mobile, password_hash, platform)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [body.fullName.trim(), email, body.mobileNumber.trim(), passwordHash, body.platform ?? 'W'],
      );
      const user = r.rows[0];
      return sessionUser(tx, user, await createSession(tx, user.id, meta), meta);
    }).catch((err: unknown) => {
      // Two registrations racing for one email: the unique index decides, the loser gets a 409.
      if ((err as { code?: string }).code === '23505') {
        throw conflict('An account with this email already exists. Please log in.');
      }
      throw err;
    });
    reply.header('Cache-Control', NO_STORE);
    return { statusCode: 200, message: 'Your account has been created.', data };
  });

  app.post('/forgot-password', limited, async (request, reply) => {
    const body = await parseInput(forgotEmailSchema, request.body);
    // Codes asked for one email are limited alike whether or not an account has it.
    await countResetRequest(request, body.email);
    const rememberToken = newToken();
    const code = newResetCode();
    const user = await findUserByEmail(db, body.email);
    // Known or not, the same answer after the same work (one transaction, one mail), so neither the
    // text nor the timing reveals which emails have accounts. An unknown address is told so by mail.
    await db.transaction(async (tx) => {
      await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user?.id ?? 0]);
      await tx.query(
        `INSERT INTO password_resets (user_id, remember_token_hash, code_hash, expires_at)
         SELECT id, $2, $3, now() + make_interval(mins => $4) FROM users WHERE id = $1`,
        [user?.id ?? 0, sha256(rememberToken), sha256(code), RESET_CODE_MINUTES],
      );
      if (user) {
        await sendMail(
          tx,
          user.email,
          'Your password reset code',
          `Hello ${user.name},\n\nYour password reset code is ${code}. It is valid for ${RESET_CODE_MINUTES} minutes.\n` +
            `If you did not ask to reset your password, you can ignore this message.\n\nCG Digital`,
        );
      } else {
        await sendMail(
          tx,
          body.email.trim(),
          'Password reset requested',
          `Hello,\n\nSomeone asked to reset the password of a CG Digital account for this email address, but no account uses it.\n` +
            `If it was you, you may have signed up with another address. Otherwise you can ignore this message.\n\nCG Digital`,
        );
      }
    });
    reply.header('Cache-Control', NO_STORE);
    return {
      statusCode: 200,
      message: 'If an account exists for this email, we have sent a reset code to it.',
      remember_token: rememberToken,
    };
  });

  app.post('/forgot-password-verify', limited, async (request) => {
    const { token } = await parseInput(tokenQuery, request.query, 'query');
    const body = await parseInput(verifySchema, request.body);
    await checkResetCode(db, request, token, body.code);
    return { statusCode: 200, message: 'The reset code is correct.' };
  });

  app.post('/forgot-password-reset', limited, async (request) => {
    const { token } = await parseInput(tokenQuery, request.query, 'query');
    const body = await parseInput(resetPayloadSchema, request.body);
    const reset = await checkResetCode(db, request, token, body.code);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const used = await tx.query('UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL', [
        reset.id,
      ]);
      if (used.rowCount !== 1) throw unprocessable(M.resetCodeInvalid);
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        reset.user_id,
        passwordHash,
      ]);
      await revokeOtherSessions(tx, reset.user_id, null);
    });
    // The owner proved the mailbox: failed logins by others no longer hold them back.
    const owner = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [reset.user_id]);
    if (owner.rows[0]) await forgetLoginFailures(app.rateLimits.store, owner.rows[0].email, request.ip);
    await resetCodeGuard(request, reset.user_id).forget();
    return { statusCode: 200, message: 'Your password has been changed. Please log in with your new password.' };
  });

  app.post('/logout', { preHandler: requireUser }, async (request) => {
    await revokeSession(db, request.user!.sessionId);
    return { statusCode: 200, message: 'You are logged out.' };
  });

  app.get('/get-loyalty-point', { preHandler: requireUser }, async (request) => {
    return { statusCode: 200, data: { loyality: await loyaltyBalance(db, request.user!.id) } };
  });

}
