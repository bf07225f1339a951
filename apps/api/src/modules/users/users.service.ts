import {
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
  userErrorCodes,
  userMessages,
  type userUpdateSchema,
  type VerifyEmailInput,
} from "@cortege/domain";
import type { z } from "zod";
import type { AccessTokens, AuthContext } from "../../platform/auth/access-tokens.ts";
import type { PasswordHasher } from "../../platform/auth/passwords.ts";
import type { Db, DbOrTx } from "../../platform/db/database.ts";
import { AppError, badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { Mailer, MailMessage } from "../../platform/mail/mailer.ts";
import { mailTemplates } from "../../platform/mail/templates.ts";
import { type AccountVendors, closeAccount } from "./account-closing.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createOneTimeCodes } from "./one-time-codes.ts";
import { createSessions } from "./sessions.ts";
import { type CodePurpose, createUsersRepository, toUser, type UserRow } from "./users.repository.ts";

export type UsersDeps = {
  db: Db;
  mailer: Mailer;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  secret: string;
  /** The least time register, resend-confirmation and forgot-password take (ms); see evenPace. */
  publicCallFloorMs?: number;
  /** What becomes of the vendors an account alone ran when it is deleted (kept closed when they issued documents). */
  accountVendors?: AccountVendors;
};

/** Long enough to cover the work of the slower branch (argon2 hash, a code, an e-mail) on a small machine. */
export const PUBLIC_CALL_FLOOR_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and answers no sooner than `floorMs` after the start, failure or not: the calls that
 * mail an address take the same time whether an account exists or not.
 */
async function evenPace<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const floor = sleep(floorMs);
  try {
    return await work();
  } finally {
    await floor;
  }
}

export function createUsersService({
  db,
  mailer,
  hasher,
  tokens,
  secret,
  publicCallFloorMs = PUBLIC_CALL_FLOOR_MS,
  accountVendors,
}: UsersDeps) {
  const repo = createUsersRepository(db);
  const codes = createOneTimeCodes(repo, secret);
  const sessions = createSessions(repo, tokens);
  const throttle = createLoginThrottle(repo);
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const dummyHash = hasher.hash("cortege-dummy-password");

  /**
   * For the public calls: an account's own hourly code limit (which also counts e-mail change codes)
   * must not answer differently from an unknown address, so reaching it sends nothing, silently.
   */
  async function issueQuietly(userId: string, purpose: CodePurpose, mail: (code: string) => MailMessage): Promise<void> {
    let code: string;
    try {
      code = await codes.issue(userId, purpose);
    } catch (error) {
      if (error instanceof AppError && error.code === userErrorCodes.TOO_MANY_CODES) return;
      throw error;
    }
    await mailer.send(mail(code));
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw notFound(userMessages.userNotFound);
    return user;
  }

  async function requirePassword(user: UserRow, password: string): Promise<void> {
    if (!(await hasher.verify(user.passwordHash, password))) {
      throw badRequest(userErrorCodes.WRONG_PASSWORD, userMessages.wrongPassword);
    }
  }

  return {
    /**
     * Same answer, in the same time, whether the e-mail is new or not: the owner of an existing account
     * is told by e-mail (at most 5 e-mails an hour to one address, like the codes).
     */
    register: ({ email, password }: RegisterInput): Promise<void> =>
      evenPace(publicCallFloorMs, async () => {
        await codes.takeAddressSlot(email);
        // Hashed in every case, so that an existing account does not answer sooner.
        const passwordHash = await hasher.hash(password);
        // An unconfirmed account proves nothing yet: whoever confirms the code owns it, with this password.
        // One statement, so that parallel registrations of one address neither fail nor make two accounts.
        const user = await repo.insertOrReplaceUnconfirmed(email, passwordHash);
        if (!user) {
          await mailer.send(mailTemplates.accountExists(email));
          return;
        }
        await issueQuietly(user.id, "confirm_email", (code) => mailTemplates.confirmationCode(email, code));
      }),

    async confirmEmail({ email, code }: ConfirmEmailInput): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.emailConfirmedAt) throw badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      await codes.consume(user.id, "confirm_email", code);
      await repo.update(user.id, { emailConfirmedAt: new Date() });
    },

    resendConfirmationCode: (email: string): Promise<void> =>
      evenPace(publicCallFloorMs, async () => {
        await codes.takeAddressSlot(email);
        const user = await repo.findByEmail(email);
        if (!user || user.emailConfirmedAt) return;
        await issueQuietly(user.id, "confirm_email", (code) => mailTemplates.confirmationCode(email, code));
      }),

    async login({ email, password }: LoginInput, ip: string): Promise<LoginResponse> {
      const attempt = await throttle.take(email, ip);
      const user = await repo.findByEmail(email);
      const ok = await hasher.verify(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        await attempt.failed();
        throw badRequest(userErrorCodes.INVALID_CREDENTIALS, userMessages.invalidCredentials);
      }
      await attempt.succeeded();
      if (!user.emailConfirmedAt) throw badRequest(userErrorCodes.EMAIL_NOT_CONFIRMED, userMessages.emailNotConfirmed);
      await repo.recordLogin(user.id);
      return sessions.start(user);
    },

    refresh: (userId: string, refreshToken: string) => sessions.refresh(userId, refreshToken),

    /**
     * Ends the login this refresh token belongs to: its refresh tokens die and its access tokens stop
     * working (platform/auth/session-liveness). Same answer for an unknown or dead token.
     */
    logout: (userId: string, refreshToken: string) => sessions.endByRefreshToken(userId, refreshToken),

    forgotPassword: (email: string): Promise<void> =>
      evenPace(publicCallFloorMs, async () => {
        await codes.takeAddressSlot(email);
        const user = await repo.findByEmail(email);
        if (!user) return;
        await issueQuietly(user.id, "reset_password", (code) => mailTemplates.passwordReset(email, code));
      }),

    async resetPassword({ username, code, newPassword }: ResetPasswordInput): Promise<void> {
      const user = await repo.findByEmail(username);
      if (!user) throw badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      await codes.consume(user.id, "reset_password", code);
      // The code reached the mailbox, which also proves the address.
      await repo.update(user.id, {
        passwordHash: await hasher.hash(newPassword),
        emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
      });
      await repo.revokeAllFamilies(user.id);
      tokens.sessionsRevoked();
    },

    async get(userId: string): Promise<User> {
      return toUser(await requireUser(userId));
    },

    async update(userId: string, input: z.output<typeof userUpdateSchema>): Promise<User> {
      await requireUser(userId);
      const { contact } = input;
      const row = await repo.update(userId, {
        firstname: contact.firstname,
        lastname: contact.lastname,
        phone: contact.phone,
        phoneCode: contact.phoneCode,
        address: contact.address ?? null,
        ...(input.profilePicture !== undefined ? { profilePicture: input.profilePicture } : {}),
        ...(input.isMultiVendor !== undefined ? { isMultiVendor: input.isMultiVendor } : {}),
      });
      return toUser(row as UserRow);
    },

    async changePassword(auth: AuthContext, { oldPassword, newPassword }: ChangePasswordInput): Promise<void> {
      const user = await requireUser(auth.userId);
      await requirePassword(user, oldPassword);
      await repo.update(user.id, { passwordHash: await hasher.hash(newPassword) });
      await repo.revokeAllFamilies(user.id, auth.sessionId);
      tokens.sessionsRevoked();
    },

    async changeEmail(userId: string, { password, newEmail }: ChangeEmailInput): Promise<void> {
      const user = await requireUser(userId);
      await requirePassword(user, password);
      if (newEmail === user.email) throw badRequest(userErrorCodes.SAME_EMAIL, userMessages.sameEmail);
      if (await repo.findByEmail(newEmail)) throw badRequest(userErrorCodes.EMAIL_TAKEN, userMessages.emailTaken);
      const code = await codes.issue(user.id, "change_email", newEmail);
      await mailer.send(mailTemplates.emailChange(newEmail, code));
    },

    async verifyEmail(userId: string, { code, password }: VerifyEmailInput): Promise<User> {
      const user = await requireUser(userId);
      await requirePassword(user, password);
      const { newEmail } = await codes.consume(user.id, "change_email", code);
      if (!newEmail) throw badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      if (await repo.findByEmail(newEmail)) throw badRequest(userErrorCodes.EMAIL_TAKEN, userMessages.emailTaken);
      const row = await repo.update(user.id, { email: newEmail, emailConfirmedAt: new Date() });
      return toUser(row as UserRow);
    },

    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await requireUser(userId);
      await requirePassword(user, password);
      await closeAccount(db, user.id, accountVendors);
      tokens.sessionsRevoked();
    },

    async updateMultiVendor(userId: string, isMultiVendor: boolean): Promise<User> {
      await requireUser(userId);
      return toUser((await repo.update(userId, { isMultiVendor })) as UserRow);
    },

    /** Billing (subscriptions module): who the Stripe customer is. */
    async billingIdentity(userId: string): Promise<{ email: string; name: string | null }> {
      const user = await requireUser(userId);
      const name = [user.firstname, user.lastname].filter(Boolean).join(" ");
      return { email: user.email, name: name || null };
    },

    /** Billing: the billing portal asks for the password again. */
    async checkPassword(userId: string, password: string): Promise<void> {
      await requirePassword(await requireUser(userId), password);
    },

    /** Billing: the tier the token's groups carry from the next refresh on, in the caller's transaction. */
    setBilling: (tx: DbOrTx, userId: string, tier: "essential" | "premium" | null, customerId: string): Promise<void> =>
      repo.setBilling(tx, userId, tier, customerId),

    /** The demo account of `npm start` on an empty database: confirmed, so it logs in at once. */
    async ensureDemoAccount(email: string, password: string): Promise<UserRow | null> {
      if (await repo.findByEmail(email)) return null;
      const user = await repo.insert(email, await hasher.hash(password));
      return (await repo.update(user.id, {
        emailConfirmedAt: new Date(),
        firstname: "Camille",
        lastname: "Martin",
        phone: "0612345678",
      })) as UserRow;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
