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
  const post = <T>(path: string, body: unknown, auth = true) => client.request<T>({ method: "POST", path, body, auth });

  return {
    register: (input: RegisterInput): Promise<Result<SuccessResponse>> => post("user/register", input, false),
    confirmEmail: (input: ConfirmEmailInput): Promise<Result<SuccessResponse>> =>
      post("user/register/confirm-email", input, false),
    resendConfirmationCode: (input: { email: string }): Promise<Result<SuccessResponse>> =>
      post("user/resend-confirmation-code", input, false),
    async login(input: LoginInput): Promise<Result<LoginResponse>> {
      const result = await post<LoginResponse>("user/login", input, false);
      if (result.ok) {
        const { userId, token, refreshToken } = result.data;
        // Recorded shorter than the token's real hour so the client renews before the server refuses.
        client.session.save({ userId, token, refreshToken, tokenExpiresAt: now() + ACCESS_TOKEN_VALIDITY_AT_LOGIN_MS });
      }
      return result;
    },
    forgotPassword: (input: { email: string }): Promise<Result<SuccessResponse>> => post("user/forgot-password", input, false),
    resetPassword: (input: ResetPasswordInput): Promise<Result<SuccessResponse>> => post("user/reset-password", input, false),
    getUser: (): Promise<Result<User>> => client.request({ method: "GET", path: "user" }),
    updateUser: (input: UserUpdateInput): Promise<Result<User>> => post("user/update", input),
    changePassword: (input: ChangePasswordInput): Promise<Result<SuccessResponse>> => post("user/change-password", input),
    changeEmail: (input: ChangeEmailInput): Promise<Result<SuccessResponse>> => post("user/change-email", input),
    verifyEmail: (input: VerifyEmailInput): Promise<Result<User>> => post("user/verify-email", input),
    async deleteAccount(input: { password: string }): Promise<Result<SuccessResponse>> {
      const result = await post<SuccessResponse>("user/delete-account", input);
      // The server revoked every token: keeping them would only produce 401s and a failed refresh.
      if (result.ok) client.session.clear();
      return result;
    },
    updateMultiVendor: (input: { isMultiVendor: boolean }): Promise<Result<User>> => post("user/update-multi-vendor", input),
    /**
     * Logout: the session is forgotten here at once (part 1 §4), and the server is told to end it, so
     * that its tokens stop working even if a copy leaked. Sent with the refresh token, without the
     * access token: it works after the access token expired, and never triggers a refresh.
     */
    async logout(): Promise<Result<SuccessResponse> | null> {
      const stored = client.session.load();
      client.logout();
      if (!stored) return null;
      return post<SuccessResponse>("user/logout", { userId: stored.userId, refreshToken: stored.refreshToken }, false);
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
