import { isBotUserAgent, publicShowcaseContract } from "@cortege/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { PublicShowcaseService } from "./public-showcase.service.ts";
import { ASSETS_PREFIX, type ShowcaseAssets } from "./showcase-assets.ts";
import { type FormState, renderNoticePage, renderShowcasePage, renderThankYouPage } from "./showcase-page.html.ts";

const config = { access: "public" as const };
const slugParams = z.object({ slug: z.string().max(200) });
const YEAR = "public, max-age=31536000, immutable";
// A published page changes when its vendor edits it: caches keep it a minute, then ask again.
const PAGE_CACHE = "public, max-age=60";
const FORM_FIELDS = [
  "firstname",
  "lastname",
  "email",
  "phone",
  "street",
  "postalCode",
  "city",
  "date",
  "month",
  "guestsCount",
  "message",
] as const;

type Options = { service: PublicShowcaseService; assets: ShowcaseAssets; publicUrl?: string | undefined };

/** Browsers get HTML pages; API clients (and the fuzzing harness) get the wire error shape. */
const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? "").includes("text/html");

/** Form values as typed, to show the form again: strings only, bounded. */
function typedValues(body: Record<string, unknown>): FormState["values"] {
  const values: FormState["values"] = {};
  for (const name of FORM_FIELDS) {
    const value = body[name];
    if (typeof value === "string" || typeof value === "number") values[name] = String(value).slice(0, 5000);
  }
  return values;
}

/**
 * The public pages of published vendors, outside /api: the page, its images, the request form and
 * its thank-you page, and the stylesheet and fonts they use. HTML refusals for browsers.
 */
export const publicShowcaseRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, assets, publicUrl }) => {
  const baseOf = (request: FastifyRequest) => (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
  const sendHtml = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type("text/html; charset=utf-8").send(body);

  // The form posts urlencoded; in this scope only, so the API keeps accepting JSON alone.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, request, reply) => {
    if (!wantsHtml(request) || !(error instanceof AppError) || (error.statusCode !== 404 && error.statusCode !== 429)) {
      throw error; // the app's handler answers in the wire shape
    }
    const slug = (request.params as { slug?: string }).slug;
    const page =
      error.statusCode === 404
        ? renderNoticePage({
            title: "Page introuvable",
            message: "Cette vitrine n'existe pas ou n'est plus en ligne. Vérifiez l'adresse, ou revenez plus tard.",
            assets: assets.page,
          })
        : renderNoticePage({
            title: "Merci de patienter",
            message: error.message,
            back: slug ? `/prestataires/${encodeURIComponent(slug)}` : undefined,
            assets: assets.page,
          });
    return sendHtml(reply.header("Cache-Control", "no-store"), error.statusCode, page);
  });

  app.get("/prestataires/:slug", { config, schema: { hide: true, params: slugParams } }, async (request, reply) => {
    const countView = request.method === "GET" && !isBotUserAgent(request.headers["user-agent"]);
    const page = await service.page(request.params.slug, { countView });
    const body = renderShowcasePage(page, { base: baseOf(request), assets: assets.page, form: { values: {}, errors: {} } });
    return sendHtml(reply.header("Cache-Control", PAGE_CACHE), 200, body);
  });

  app.post(
    "/prestataires/:slug/demande",
    { config, schema: { hide: true, params: slugParams, body: z.record(z.string(), z.unknown()).optional() } },
    async (request, reply) => {
      const body = request.body ?? {};
      const outcome = await service.submitRequest(request.params.slug, body, request.ip);
      reply.header("Cache-Control", "no-store");
      if (outcome.status === "sent") {
        // Post/redirect/get: reloading the thank-you page never sends the request twice.
        return reply.redirect(`/prestataires/${encodeURIComponent(outcome.vendor.slug)}/merci`, 303);
      }
      if (!wantsHtml(request)) {
        const messages = [...new Set(Object.values(outcome.errors))];
        return reply.status(400).send({
          statusCode: 400,
          error: "Bad Request",
          code: "VALIDATION_FAILED",
          message: messages.length === 1 ? (messages[0] as string) : messages,
        });
      }
      const html = renderShowcasePage(outcome.page, {
        base: baseOf(request),
        assets: assets.page,
        form: { values: typedValues(body), errors: outcome.errors },
      });
      return sendHtml(reply, 400, html);
    },
  );

  app.get("/prestataires/:slug/merci", { config, schema: { hide: true, params: slugParams } }, async (request, reply) => {
    const page = await service.page(request.params.slug, { countView: false });
    const body = renderThankYouPage({ slug: page.vendor.slug, tradeName: page.vendor.company.tradeName }, assets.page);
    return sendHtml(reply.header("Cache-Control", "no-store"), 200, body);
  });

  app.get(
    "/prestataires/:slug/medias/:mediaId/:variant",
    {
      config,
      schema: {
        hide: true,
        params: z.object({ slug: z.string().max(200), mediaId: z.string().max(64), variant: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const { slug, mediaId, variant } = request.params;
      if ((variant !== "large" && variant !== "thumbnail") || !/^[0-9a-f-]{36}$/i.test(mediaId)) {
        throw new AppError(404, "NOT_FOUND", "Image introuvable.");
      }
      const bytes = await service.image(slug, mediaId, variant);
      // A file id never names other bytes: the image can be kept as long as caches like.
      return reply.header("Cache-Control", YEAR).type("image/webp").send(bytes);
    },
  );

  app.get(
    `${ASSETS_PREFIX}/:file`,
    { config, schema: { hide: true, params: z.object({ file: z.string().max(200) }) } },
    (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset) throw new AppError(404, "NOT_FOUND", "Ressource introuvable.");
      return reply.header("Cache-Control", YEAR).type(asset.contentType).send(asset.body);
    },
  );
};

/** GET /api/vendor/showcase/views: the page's views per day, for the dashboard. */
export const showcaseViewsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<Pick<PublicShowcaseService, "views">> }> = async (
  app,
  { service },
) => {
  app.get(
    routeUrl(publicShowcaseContract.views),
    { config: { access: "vendor" }, schema: routeSchema(publicShowcaseContract.views, ["vendor"]) },
    (request) => service.views(tenantOf(request), request.query.from, request.query.to),
  );
};
