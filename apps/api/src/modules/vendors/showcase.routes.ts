import {
  accommodationCreateSchema,
  accommodationDeleteResponseSchema,
  accommodationIdSchema,
  accommodationListResponseSchema,
  accommodationSchema,
  accommodationUpdateSchema,
  availabilitiesCreateSchema,
  availabilitiesDeleteResponseSchema,
  availabilitiesDeleteSchema,
  availabilitiesQuerySchema,
  availabilitiesResponseSchema,
  faqResponseSchema,
  faqUpdateSchema,
  mediasDeleteResponseSchema,
  mediasDeleteSchema,
  mediasUpdateSchema,
  promotionCreateSchema,
  promotionDeleteResponseSchema,
  promotionIdSchema,
  promotionListResponseSchema,
  promotionSchema,
  promotionUpdateSchema,
  showcaseMediasResponseSchema,
  spaceCreateSchema,
  spaceDeleteResponseSchema,
  spaceIdSchema,
  spaceListResponseSchema,
  spaceSchema,
  spaceUpdateSchema,
  teamMemberCreateSchema,
  teamMemberDeleteResponseSchema,
  teamMemberIdSchema,
  teamMemberListResponseSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  vendorIdQuerySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { ShowcaseService } from "./showcase.service.ts";

const tags = ["vendor"];
const config = { access: "vendor" as const };

export const showcaseRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<ShowcaseService> }> = async (app, { service }) => {
  // ——— medias ———
  app.get(
    "/vendor/medias",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: showcaseMediasResponseSchema } } },
    async (req) => ({ medias: await service.medias(tenantOf(req)) }),
  );
  app.post(
    "/vendor/medias/update",
    { config, schema: { tags, body: mediasUpdateSchema, response: { 200: showcaseMediasResponseSchema } } },
    async (req) => ({ medias: await service.updateMedias(tenantOf(req), withoutVendorId(req.body)) }),
  );
  app.post(
    "/vendor/medias/delete",
    { config, schema: { tags, body: mediasDeleteSchema, response: { 200: mediasDeleteResponseSchema } } },
    async (req) => ({ medias: await service.deleteMedias(tenantOf(req), req.body.medias) }),
  );

  // ——— accommodations ———
  app.get(
    "/vendor/accommodation/list",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: accommodationListResponseSchema } } },
    async (req) => ({ accommodations: await service.listAccommodations(tenantOf(req)) }),
  );
  app.get(
    "/vendor/accommodation",
    { config, schema: { tags, querystring: accommodationIdSchema, response: { 200: accommodationSchema } } },
    (req) => service.getAccommodation(tenantOf(req), req.query.accommodationId),
  );
  app.post(
    "/vendor/accommodation/create",
    { config, schema: { tags, body: accommodationCreateSchema, response: { 200: accommodationSchema } } },
    (req) => {
      return service.createAccommodation(tenantOf(req), withoutVendorId(req.body));
    },
  );
  app.post(
    "/vendor/accommodation/update",
    { config, schema: { tags, body: accommodationUpdateSchema, response: { 200: accommodationSchema } } },
    (req) => {
      const { accommodationId, ...accommodation } = withoutVendorId(req.body);
      return service.updateAccommodation(tenantOf(req), accommodationId, accommodation);
    },
  );
  app.post(
    "/vendor/accommodation/delete",
    { config, schema: { tags, body: accommodationIdSchema, response: { 200: accommodationDeleteResponseSchema } } },
    async (req) => {
      await service.deleteAccommodation(tenantOf(req), req.body.accommodationId);
      return { accommodationId: req.body.accommodationId };
    },
  );

  // ——— spaces ———
  app.get(
    "/vendor/space/list",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: spaceListResponseSchema } } },
    async (req) => ({ spaces: await service.listSpaces(tenantOf(req)) }),
  );
  app.get("/vendor/space", { config, schema: { tags, querystring: spaceIdSchema, response: { 200: spaceSchema } } }, (req) =>
    service.getSpace(tenantOf(req), req.query.spaceId),
  );
  app.post(
    "/vendor/space/create",
    { config, schema: { tags, body: spaceCreateSchema, response: { 200: spaceSchema } } },
    (req) => {
      return service.createSpace(tenantOf(req), withoutVendorId(req.body));
    },
  );
  app.post(
    "/vendor/space/update",
    { config, schema: { tags, body: spaceUpdateSchema, response: { 200: spaceSchema } } },
    (req) => {
      const { spaceId, ...space } = withoutVendorId(req.body);
      return service.updateSpace(tenantOf(req), spaceId, space);
    },
  );
  app.post(
    "/vendor/space/delete",
    { config, schema: { tags, body: spaceIdSchema, response: { 200: spaceDeleteResponseSchema } } },
    async (req) => {
      await service.deleteSpace(tenantOf(req), req.body.spaceId);
      return { spaceId: req.body.spaceId };
    },
  );

  // ——— FAQ ———
  app.get(
    "/vendor/faq",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: faqResponseSchema } } },
    async (req) => ({ qas: await service.faq(tenantOf(req)) }),
  );
  app.post(
    "/vendor/faq/update",
    { config, schema: { tags, body: faqUpdateSchema, response: { 200: faqResponseSchema } } },
    async (req) => ({
      qas: await service.updateFaq(tenantOf(req), withoutVendorId(req.body)),
    }),
  );

  // ——— availabilities ———
  app.get(
    "/vendor/availabilities",
    { config, schema: { tags, querystring: availabilitiesQuerySchema, response: { 200: availabilitiesResponseSchema } } },
    async (req) => ({ availabilities: await service.availabilities(tenantOf(req), req.query.startDate, req.query.endDate) }),
  );
  app.post(
    "/vendor/availabilities/create",
    { config, schema: { tags, body: availabilitiesCreateSchema, response: { 200: availabilitiesResponseSchema } } },
    async (req) => ({ availabilities: await service.addAvailabilities(tenantOf(req), req.body.dates) }),
  );
  app.post(
    "/vendor/availabilities/delete",
    { config, schema: { tags, body: availabilitiesDeleteSchema, response: { 200: availabilitiesDeleteResponseSchema } } },
    async (req) => ({ availabilitiesId: await service.deleteAvailabilities(tenantOf(req), req.body.availabilitiesId) }),
  );

  // ——— promotions ———
  app.get(
    "/vendor/promotions",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: promotionListResponseSchema } } },
    async (req) => ({ promotions: await service.listPromotions(tenantOf(req)) }),
  );
  app.post(
    "/vendor/promotions/create",
    { config, schema: { tags, body: promotionCreateSchema, response: { 200: promotionSchema } } },
    (req) => {
      return service.createPromotion(tenantOf(req), withoutVendorId(req.body));
    },
  );
  app.post(
    "/vendor/promotions/update",
    { config, schema: { tags, body: promotionUpdateSchema, response: { 200: promotionSchema } } },
    (req) => {
      const { promotionId, ...promotion } = withoutVendorId(req.body);
      return service.updatePromotion(tenantOf(req), promotionId, promotion);
    },
  );
  app.post(
    "/vendor/promotions/delete",
    { config, schema: { tags, body: promotionIdSchema, response: { 200: promotionDeleteResponseSchema } } },
    async (req) => {
      await service.deletePromotion(tenantOf(req), req.body.promotionId);
      return { promotionId: req.body.promotionId };
    },
  );

  // ——— team members ———
  app.get(
    "/vendor/team-members",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: teamMemberListResponseSchema } } },
    async (req) => ({ teamMembers: await service.listTeamMembers(tenantOf(req)) }),
  );
  app.post(
    "/vendor/team-members/create",
    { config, schema: { tags, body: teamMemberCreateSchema, response: { 200: teamMemberSchema } } },
    (req) => {
      return service.createTeamMember(tenantOf(req), withoutVendorId(req.body));
    },
  );
  app.post(
    "/vendor/team-members/update",
    { config, schema: { tags, body: teamMemberUpdateSchema, response: { 200: teamMemberSchema } } },
    (req) => {
      const { teamMemberId, ...member } = withoutVendorId(req.body);
      return service.updateTeamMember(tenantOf(req), teamMemberId, member);
    },
  );
  app.post(
    "/vendor/team-members/delete",
    { config, schema: { tags, body: teamMemberIdSchema, response: { 200: teamMemberDeleteResponseSchema } } },
    async (req) => {
      await service.deleteTeamMember(tenantOf(req), req.body.teamMemberId);
      return { teamMemberId: req.body.teamMemberId };
    },
  );
};
