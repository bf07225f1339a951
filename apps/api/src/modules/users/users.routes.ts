import { usersContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthContext } from "../../platform/auth/access-tokens.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import type { UsersService } from "./users.service.ts";

const ok = { success: true } as const;
const tags = ["user"];
const pub = { access: "public" } as const;
const own = { access: "user" } as const;

// The guard has set `auth` on every route whose access is "user".
const authOf = (request: { auth: AuthContext | null }) => request.auth as AuthContext;

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  app.post(routeUrl(routes.register), { config: pub, schema: routeSchema(routes.register, tags) }, async (req) => {
    await service.register(req.body);
    return ok;
  });
  app.post(
    routeUrl(routes.registerConfirmEmail),
    { config: pub, schema: routeSchema(routes.registerConfirmEmail, tags) },
    async (req) => {
      await service.confirmEmail(req.body);
      return ok;
    },
  );
  app.post(
    routeUrl(routes.resendConfirmationCode),
    { config: pub, schema: routeSchema(routes.resendConfirmationCode, tags) },
    async (req) => {
      await service.resendConfirmationCode(req.body.email);
      return ok;
    },
  );
  // Not in the contract: its body schema is zod/mini (the login page's weight), which a contract does not take yet.
  app.post(routeUrl(routes.login), { config: pub, schema: routeSchema(routes.login, tags) }, (req) =>
    service.login(req.body, req.ip),
  );
  app.post(routeUrl(routes.refreshToken), { config: pub, schema: routeSchema(routes.refreshToken, tags) }, (req) =>
    service.refresh(req.body.userId, req.body.refreshToken),
  );
  // Public with the refresh token, like refresh-token: a logout works even once the access token expired.
  app.post(routeUrl(routes.logout), { config: pub, schema: routeSchema(routes.logout, tags) }, async (req) => {
    await service.logout(req.body.userId, req.body.refreshToken);
    return ok;
  });
  app.post(routeUrl(routes.forgotPassword), { config: pub, schema: routeSchema(routes.forgotPassword, tags) }, async (req) => {
    await service.forgotPassword(req.body.email);
    return ok;
  });
  app.post(routeUrl(routes.resetPassword), { config: pub, schema: routeSchema(routes.resetPassword, tags) }, async (req) => {
    await service.resetPassword(req.body);
    return ok;
  });
  app.get(routeUrl(routes.get), { config: own, schema: routeSchema(routes.get, tags) }, (req) => service.get(authOf(req).userId));
  app.post(routeUrl(routes.update), { config: own, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(authOf(req).userId, req.body),
  );
  app.post(routeUrl(routes.changePassword), { config: own, schema: routeSchema(routes.changePassword, tags) }, async (req) => {
    await service.changePassword(authOf(req), req.body);
    return ok;
  });
  app.post(routeUrl(routes.changeEmail), { config: own, schema: routeSchema(routes.changeEmail, tags) }, async (req) => {
    await service.changeEmail(authOf(req).userId, req.body);
    return ok;
  });
  app.post(routeUrl(routes.verifyEmail), { config: own, schema: routeSchema(routes.verifyEmail, tags) }, (req) =>
    service.verifyEmail(authOf(req).userId, req.body),
  );
  app.post(routeUrl(routes.deleteAccount), { config: own, schema: routeSchema(routes.deleteAccount, tags) }, async (req) => {
    await service.deleteAccount(authOf(req).userId, req.body.password);
    return ok;
  });
  app.post(routeUrl(routes.updateMultiVendor), { config: own, schema: routeSchema(routes.updateMultiVendor, tags) }, (req) =>
    service.updateMultiVendor(authOf(req).userId, req.body.isMultiVendor),
  );
};
