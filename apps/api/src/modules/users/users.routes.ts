import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  okSchema,
  refreshTokenSchema,
  registerSchema,
  resendConfirmationCodeSchema,
  resetPasswordSchema,
  updateMultiVendorSchema,
  userSchema,
  userUpdateSchema,
  verifyEmailSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import type { UsersService } from "./users.service.ts";

const ok = { success: true } as const;
const tags = ["user"];
const pub = { access: "public" } as const;
const own = { access: "user" } as const;

// The guard has set `auth` on every route whose access is "user".
const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext;

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.post(
    "/user/register",
    { config: pub, schema: { tags, body: registerSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.register(req.body);
      return ok;
    },
  );
  app.post(
    "/user/register/confirm-email",
    { config: pub, schema: { tags, body: confirmEmailSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.confirmEmail(req.body);
      return ok;
    },
  );
  app.post(
    "/user/resend-confirmation-code",
    { config: pub, schema: { tags, body: resendConfirmationCodeSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.resendConfirmationCode(req.body.email);
      return ok;
    },
  );
  app.post("/user/login", { config: pub, schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } } }, (req) =>
    service.login(req.body, req.ip),
  );
  app.post(
    "/user/refresh-token",
    { config: pub, schema: { tags, body: refreshTokenSchema, response: { 200: loginResponseSchema } } },
    (req) => service.refresh(req.body.userId, req.body.refreshToken),
  );
  // Public with the refresh token, like refresh-token: a logout works even once the access token expired.
  app.post(
    "/user/logout",
    { config: pub, schema: { tags, body: refreshTokenSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.logout(req.body.userId, req.body.refreshToken);
      return ok;
    },
  );
  app.post(
    "/user/forgot-password",
    { config: pub, schema: { tags, body: forgotPasswordSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.forgotPassword(req.body.email);
      return ok;
    },
  );
  app.post(
    "/user/reset-password",
    { config: pub, schema: { tags, body: resetPasswordSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.resetPassword(req.body);
      return ok;
    },
  );
  app.get("/user", { config: own, schema: { tags, response: { 200: userSchema } } }, (req) => service.get(authOf(req).userId));
  app.post("/user/update", { config: own, schema: { tags, body: userUpdateSchema, response: { 200: userSchema } } }, (req) =>
    service.update(authOf(req).userId, req.body),
  );
  app.post(
    "/user/change-password",
    { config: own, schema: { tags, body: changePasswordSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.changePassword(authOf(req), req.body);
      return ok;
    },
  );
  app.post(
    "/user/change-email",
    { config: own, schema: { tags, body: changeEmailSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.changeEmail(authOf(req).userId, req.body);
      return ok;
    },
  );
  app.post(
    "/user/verify-email",
    { config: own, schema: { tags, body: verifyEmailSchema, response: { 200: userSchema } } },
    (req) => service.verifyEmail(authOf(req).userId, req.body),
  );
  app.post(
    "/user/delete-account",
    { config: own, schema: { tags, body: deleteAccountSchema, response: { 200: okSchema } } },
    async (req) => {
      await service.deleteAccount(authOf(req).userId, req.body.password);
      return ok;
    },
  );
  app.post(
    "/user/update-multi-vendor",
    { config: own, schema: { tags, body: updateMultiVendorSchema, response: { 200: userSchema } } },
    (req) => service.updateMultiVendor(authOf(req).userId, req.body.isMultiVendor),
  );
};
