import { showcaseContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ShowcaseService } from "./showcase.service.ts";

const tags = ["vendor"];
const config = { access: "vendor" as const };

export const showcaseRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ShowcaseService> }> = async (app, { service }) => {
  // ——— medias ———
  app.get(routeUrl(routes.medias), { config, schema: routeSchema(routes.medias, tags) }, async (req) => ({
    medias: await service.medias(tenantOf(req)),
  }));
  app.post(routeUrl(routes.updateMedias), { config, schema: routeSchema(routes.updateMedias, tags) }, async (req) => ({
    medias: await service.updateMedias(tenantOf(req), withoutVendorId(req.body)),
  }));
  app.post(routeUrl(routes.deleteMedias), { config, schema: routeSchema(routes.deleteMedias, tags) }, async (req) => ({
    medias: await service.deleteMedias(tenantOf(req), req.body.medias),
  }));

  // ——— accommodations ———
  app.get(routeUrl(routes.listAccommodations), { config, schema: routeSchema(routes.listAccommodations, tags) }, async (req) => ({
    accommodations: await service.listAccommodations(tenantOf(req)),
  }));
  app.get(routeUrl(routes.getAccommodation), { config, schema: routeSchema(routes.getAccommodation, tags) }, (req) =>
    service.getAccommodation(tenantOf(req), req.query.accommodationId),
  );
  app.post(routeUrl(routes.createAccommodation), { config, schema: routeSchema(routes.createAccommodation, tags) }, (req) => {
    return service.createAccommodation(tenantOf(req), withoutVendorId(req.body));
  });
  app.post(routeUrl(routes.updateAccommodation), { config, schema: routeSchema(routes.updateAccommodation, tags) }, (req) => {
    const { accommodationId, ...accommodation } = withoutVendorId(req.body);
    return service.updateAccommodation(tenantOf(req), accommodationId, accommodation);
  });
  app.post(
    routeUrl(routes.deleteAccommodation),
    { config, schema: routeSchema(routes.deleteAccommodation, tags) },
    async (req) => {
      await service.deleteAccommodation(tenantOf(req), req.body.accommodationId);
      return { accommodationId: req.body.accommodationId };
    },
  );

  // ——— spaces ———
  app.get(routeUrl(routes.listSpaces), { config, schema: routeSchema(routes.listSpaces, tags) }, async (req) => ({
    spaces: await service.listSpaces(tenantOf(req)),
  }));
  app.get(routeUrl(routes.getSpace), { config, schema: routeSchema(routes.getSpace, tags) }, (req) =>
    service.getSpace(tenantOf(req), req.query.spaceId),
  );
  app.post(routeUrl(routes.createSpace), { config, schema: routeSchema(routes.createSpace, tags) }, (req) => {
    return service.createSpace(tenantOf(req), withoutVendorId(req.body));
  });
  app.post(routeUrl(routes.updateSpace), { config, schema: routeSchema(routes.updateSpace, tags) }, (req) => {
    const { spaceId, ...space } = withoutVendorId(req.body);
    return service.updateSpace(tenantOf(req), spaceId, space);
  });
  app.post(routeUrl(routes.deleteSpace), { config, schema: routeSchema(routes.deleteSpace, tags) }, async (req) => {
    await service.deleteSpace(tenantOf(req), req.body.spaceId);
    return { spaceId: req.body.spaceId };
  });

  // ——— FAQ ———
  app.get(routeUrl(routes.faq), { config, schema: routeSchema(routes.faq, tags) }, async (req) => ({
    qas: await service.faq(tenantOf(req)),
  }));
  app.post(routeUrl(routes.updateFaq), { config, schema: routeSchema(routes.updateFaq, tags) }, async (req) => ({
    qas: await service.updateFaq(tenantOf(req), withoutVendorId(req.body)),
  }));

  // ——— availabilities ———
  app.get(routeUrl(routes.availabilities), { config, schema: routeSchema(routes.availabilities, tags) }, async (req) => ({
    availabilities: await service.availabilities(tenantOf(req), req.query.startDate, req.query.endDate),
  }));
  app.post(
    routeUrl(routes.createAvailabilities),
    { config, schema: routeSchema(routes.createAvailabilities, tags) },
    async (req) => ({ availabilities: await service.addAvailabilities(tenantOf(req), req.body.dates) }),
  );
  app.post(
    routeUrl(routes.deleteAvailabilities),
    { config, schema: routeSchema(routes.deleteAvailabilities, tags) },
    async (req) => ({ availabilitiesId: await service.deleteAvailabilities(tenantOf(req), req.body.availabilitiesId) }),
  );

  // ——— promotions ———
  app.get(routeUrl(routes.listPromotions), { config, schema: routeSchema(routes.listPromotions, tags) }, async (req) => ({
    promotions: await service.listPromotions(tenantOf(req)),
  }));
  app.post(routeUrl(routes.createPromotion), { config, schema: routeSchema(routes.createPromotion, tags) }, (req) => {
    return service.createPromotion(tenantOf(req), withoutVendorId(req.body));
  });
  app.post(routeUrl(routes.updatePromotion), { config, schema: routeSchema(routes.updatePromotion, tags) }, (req) => {
    const { promotionId, ...promotion } = withoutVendorId(req.body);
    return service.updatePromotion(tenantOf(req), promotionId, promotion);
  });
  app.post(routeUrl(routes.deletePromotion), { config, schema: routeSchema(routes.deletePromotion, tags) }, async (req) => {
    await service.deletePromotion(tenantOf(req), req.body.promotionId);
    return { promotionId: req.body.promotionId };
  });

  // ——— team members ———
  app.get(routeUrl(routes.listTeamMembers), { config, schema: routeSchema(routes.listTeamMembers, tags) }, async (req) => ({
    teamMembers: await service.listTeamMembers(tenantOf(req)),
  }));
  app.post(routeUrl(routes.createTeamMember), { config, schema: routeSchema(routes.createTeamMember, tags) }, (req) => {
    return service.createTeamMember(tenantOf(req), withoutVendorId(req.body));
  });
  app.post(routeUrl(routes.updateTeamMember), { config, schema: routeSchema(routes.updateTeamMember, tags) }, (req) => {
    const { teamMemberId, ...member } = withoutVendorId(req.body);
    return service.updateTeamMember(tenantOf(req), teamMemberId, member);
  });
  app.post(routeUrl(routes.deleteTeamMember), { config, schema: routeSchema(routes.deleteTeamMember, tags) }, async (req) => {
    await service.deleteTeamMember(tenantOf(req), req.body.teamMemberId);
    return { teamMemberId: req.body.teamMemberId };
  });
};
