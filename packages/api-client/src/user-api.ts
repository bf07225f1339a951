import {
  ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type LoginInput,
  type LoginResponse,
  type RegisterInput,
  type ResetPasswordInput,
  type User,
  type UserUpdateInput,
  type usersContract,
  type VerifyEmailInput,
} from "@cortege/domain";
import type { ApiClient } from "./api-client.ts";
import type { Result } from "./result.ts";
import type { SuccessResponse } from "./success-response.ts";

export type UserApiOptions = {
  /** The clock that dates the session at login; the same one as the client's `now` in tests. */
  now?: () => number;
};

/** The user calls of part 1 §7. Calls made before signing in send no token: there is none to refresh. */
export function createUserApi(client: ApiClient, options: UserApiOptions = {}) {
  const now = options.now ?? Date.now;

  return {
    register: (input: RegisterInput): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.register>({ method: "POST", path: "user/register", body: input, auth: false }),
    confirmEmail: (input: ConfirmEmailInput): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.registerConfirmEmail>({
        method: "POST",
        path: "user/register/confirm-email",
        body: input,
        auth: false,
      }),
    resendConfirmationCode: (input: { email: string }): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.resendConfirmationCode>({
        method: "POST",
        path: "user/resend-confirmation-code",
        body: input,
        auth: false,
      }),
    async login(input: LoginInput): Promise<Result<LoginResponse>> {
      const result = await client.call<typeof usersContract.login>({
        method: "POST",
        path: "user/login",
        body: input,
        auth: false,
      });
      if (result.ok) {
        const { userId, token, refreshToken } = result.data;
        // Recorded shorter than the token's real hour so the client renews before the server refuses.
        client.session.save({ userId, token, refreshToken, tokenExpiresAt: now() + ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS });
      }
      return result;
    },
    forgotPassword: (input: { email: string }): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.forgotPassword>({
        method: "POST",
        path: "user/forgot-password",
        body: input,
        auth: false,
      }),
    resetPassword: (input: ResetPasswordInput): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.resetPassword>({ method: "POST", path: "user/reset-password", body: input, auth: false }),
    getUser: (): Promise<Result<User>> => client.call<typeof usersContract.get>({ method: "GET", path: "user" }),
    updateUser: (input: UserUpdateInput): Promise<Result<User>> =>
      client.call<typeof usersContract.update>({ method: "POST", path: "user/update", body: input }),
    changePassword: (input: ChangePasswordInput): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.changePassword>({ method: "POST", path: "user/change-password", body: input }),
    changeEmail: (input: ChangeEmailInput): Promise<Result<SuccessResponse>> =>
      client.call<typeof usersContract.changeEmail>({ method: "POST", path: "user/change-email", body: input }),
    verifyEmail: (input: VerifyEmailInput): Promise<Result<User>> =>
      client.call<typeof usersContract.verifyEmail>({ method: "POST", path: "user/verify-email", body: input }),
    async deleteAccount(input: { password: string }): Promise<Result<SuccessResponse>> {
      const result = await client.call<typeof usersContract.deleteAccount>({
        method: "POST",
        path: "user/delete-account",
        body: input,
      });
      // The server revoked every token: keeping them would only produce 401s and a failed refresh.
      if (result.ok) client.session.clear();
      return result;
    },
    updateMultiVendor: (input: { isMultiVendor: boolean }): Promise<Result<User>> =>
      client.call<typeof usersContract.updateMultiVendor>({ method: "POST", path: "user/update-multi-vendor", body: input }),
    /**
     * Logout: the session is forgotten here at once (part 1 §4), and the server is told to end it, so
     * that its tokens stop working even if a copy leaked. Sent with the refresh token, without the
     * access token: it works after the access token expired, and never triggers a refresh.
     */
    async logout(): Promise<Result<SuccessResponse> | null> {
      const stored = client.session.load();
      client.logout();
      if (!stored) return null;
      return client.call<typeof usersContract.logout>({
        method: "POST",
        path: "user/logout",
        body: { userId: stored.userId, refreshToken: stored.refreshToken },
        auth: false,
      });
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
