import { wireErrorSchema } from "@cortege/domain";
import type { FastifyInstance, FastifySchema } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * The error answers every route may give, in the one shape the error handler sends (platform/errors): declared once
 * here rather than route by route, so the OpenAPI document lists them beside each route's 200.
 */
export const declaredErrorResponses = {
  "4xx": wireErrorSchema.describe("Requête refusée : données invalides, non connecté, accès refusé, introuvable, conflit…"),
  "5xx": wireErrorSchema.describe("Erreur inattendue du serveur (sans détail interne)."),
} as const;

const declared = new Set<unknown>(Object.values(declaredErrorResponses));

/**
 * Adds the declared error answers to every route that declares none (a route's own 4xx/5xx win), and keeps them for
 * the documentation only: an error body is written as the error handler built it, exactly as before they were
 * declared (a schema here would strip or refuse a field an error carries).
 */
export function registerDeclaredErrors(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const schema: FastifySchema = route.schema ?? {};
    const response = (schema.response ?? {}) as Record<string, unknown>;
    const has = (range: "4" | "5") => Object.keys(response).some((status) => status.startsWith(range));
    route.schema = {
      ...schema,
      response: {
        ...response,
        ...(has("4") ? {} : { "4xx": declaredErrorResponses["4xx"] }),
        ...(has("5") ? {} : { "5xx": declaredErrorResponses["5xx"] }),
      },
    };
  });
  app.setSerializerCompiler<Parameters<typeof serializerCompiler>[0]["schema"]>((route) =>
    declared.has(route.schema) ? (data: unknown) => JSON.stringify(data) : serializerCompiler(route),
  );
}
