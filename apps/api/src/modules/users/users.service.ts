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
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import { mailTemplates } from "../../platform/mail/templates.ts";
import { type AccountRetention, closeAccount } from "./account-closing.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createOneTimeCodes } from "./one-time-codes.ts";
import { createSessions } from "./sessions.ts";
import { createUsersRepository, toUser, type UserRow } from "./users.repository.ts";

export type UsersDeps = {
  db: Db;
  mailer: Mailer;
  hasher: PasswordHasher;
  tokens: AccessTokens;
  secret: string;
  /** Keeps the vendors that have issued documents (closed, not deleted) when an account is deleted. */
  retention?: AccountRetention;
};

export function createUsersService({ db, mailer, hasher, tokens, secret, retention }: UsersDeps) {
  const repo = createUsersRepository(db);
  const codes = createOneTimeCodes(repo, secret);
  const sessions = createSessions(repo, tokens);
  const throttle = createLoginThrottle(repo);
  // Verifying against a real hash when the account does not exist keeps both answers equally slow.
  const dummyHash = hasher.hash("cortege-dummy-password");

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
    /** Same answer whether the e-mail is new or not: the owner of an existing account is told by e-mail. */
    async register({ email, password }: RegisterInput): Promise<void> {
      const existing = await repo.findByEmail(email);
      if (existing?.emailConfirmedAt) {
        await mailer.send(mailTemplates.accountExists(email));
        return;
      }
      const passwordHash = await hasher.hash(password);
      // An unconfirmed account proves nothing yet: whoever confirms the code owns it, with this password.
      const user = existing ? await repo.update(existing.id, { passwordHash }) : await repo.insert(email, passwordHash);
      if (!user) return;
      const code = await codes.issue(user.id, "confirm_email");
      await mailer.send(mailTemplates.confirmationCode(email, code));
    },

    async confirmEmail({ email, code }: ConfirmEmailInput): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.emailConfirmedAt) throw badRequest(userErrorCodes.CODE_INVALID, userMessages.codeWrongOrExpired);
      await codes.consume(user.id, "confirm_email", code);
      await repo.update(user.id, { emailConfirmedAt: new Date() });
    },

    async resendConfirmationCode(email: string): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user || user.emailConfirmedAt) return;
      const code = await codes.issue(user.id, "confirm_email");
      await mailer.send(mailTemplates.confirmationCode(email, code));
    },

    async login({ email, password }: LoginInput, ip: string): Promise<LoginResponse> {
      await throttle.check(email, ip);
      const user = await repo.findByEmail(email);
      const ok = await hasher.verify(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !ok) {
        await throttle.fail(email, ip);
        throw badRequest(userErrorCodes.INVALID_CREDENTIALS, userMessages.invalidCredentials);
      }
      await throttle.succeed(email);
      if (!user.emailConfirmedAt) throw badRequest(userErrorCodes.EMAIL_NOT_CONFIRMED, userMessages.emailNotConfirmed);
      await repo.recordLogin(user.id);
      return sessions.start(user);
    },

    refresh: (userId: string, refreshToken: string) => sessions.refresh(userId, refreshToken),

    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findByEmail(email);
      if (!user) return;
      const code = await codes.issue(user.id, "reset_password");
      await mailer.send(mailTemplates.passwordReset(email, code));
    },

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
      await closeAccount(db, user.id, retention);
    },

    async updateMultiVendor(userId: string, isMultiVendor: boolean): Promise<User> {
      await requireUser(userId);
      return toUser((await repo.update(userId, { isMultiVendor })) as UserRow);
    },

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
