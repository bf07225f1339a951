import { route } from "../routes/route-contract.ts";
import { loginSchema } from "./login-schema.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  okSchema,
  refreshTokenSchema,
  registerSchema,
  resendConfirmationCodeSchema,
  resetPasswordSchema,
  updateMultiVendorSchema,
  userSchema,
  verifyEmailSchema,
} from "./user-schemas.ts";
import { userUpdateSchema } from "./user-update-schema.ts";

/** The users module's routes: the API registers these schemas, the web types its calls with them. */
export const usersContract = {
  login: route({ method: "POST", path: "user/login", body: loginSchema, response: loginResponseSchema }),
  register: route({ method: "POST", path: "user/register", body: registerSchema, response: okSchema }),
  registerConfirmEmail: route({
    method: "POST",
    path: "user/register/confirm-email",
    body: confirmEmailSchema,
    response: okSchema,
  }),
  resendConfirmationCode: route({
    method: "POST",
    path: "user/resend-confirmation-code",
    body: resendConfirmationCodeSchema,
    response: okSchema,
  }),
  refreshToken: route({ method: "POST", path: "user/refresh-token", body: refreshTokenSchema, response: loginResponseSchema }),
  logout: route({ method: "POST", path: "user/logout", body: refreshTokenSchema, response: okSchema }),
  forgotPassword: route({ method: "POST", path: "user/forgot-password", body: forgotPasswordSchema, response: okSchema }),
  resetPassword: route({ method: "POST", path: "user/reset-password", body: resetPasswordSchema, response: okSchema }),
  get: route({ method: "GET", path: "user", response: userSchema }),
  update: route({ method: "POST", path: "user/update", body: userUpdateSchema, response: userSchema }),
  changePassword: route({ method: "POST", path: "user/change-password", body: changePasswordSchema, response: okSchema }),
  changeEmail: route({ method: "POST", path: "user/change-email", body: changeEmailSchema, response: okSchema }),
  verifyEmail: route({ method: "POST", path: "user/verify-email", body: verifyEmailSchema, response: userSchema }),
  deleteAccount: route({ method: "POST", path: "user/delete-account", body: deleteAccountSchema, response: okSchema }),
  updateMultiVendor: route({
    method: "POST",
    path: "user/update-multi-vendor",
    body: updateMultiVendorSchema,
    response: userSchema,
  }),
} as const;
