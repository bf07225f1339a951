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
import type { ShowcaseService } from "./showcase.service.ts";

const tags = ["vendor"];
const config = { access: "vendor" as const };

export const showcaseRoutes: FastifyPluginAsyncZod<{ service: ShowcaseService }> = async (app, { service }) => {
  // ——— medias ———
  app.get(
    "/vendor/medias",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: showcaseMediasResponseSchema } } },
    async (req) => ({ medias: await service.medias(req.query.vendorId) }),
  );
  app.post(
    "/vendor/medias/update",
    { config, schema: { tags, body: mediasUpdateSchema, response: { 200: showcaseMediasResponseSchema } } },
    async (req) => ({ medias: await service.updateMedias(req.body) }),
  );
  app.post(
    "/vendor/medias/delete",
    { config, schema: { tags, body: mediasDeleteSchema, response: { 200: mediasDeleteResponseSchema } } },
    async (req) => ({ medias: await service.deleteMedias(req.body.vendorId, req.body.medias) }),
  );

  // ——— accommodations ———
  app.get(
    "/vendor/accommodation/list",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: accommodationListResponseSchema } } },
    async (req) => ({ accommodations: await service.listAccommodations(req.query.vendorId) }),
  );
  app.get(
    "/vendor/accommodation",
    { config, schema: { tags, querystring: accommodationIdSchema, response: { 200: accommodationSchema } } },
    (req) => service.getAccommodation(req.query.vendorId, req.query.accommodationId),
  );
  app.post(
    "/vendor/accommodation/create",
    { config, schema: { tags, body: accommodationCreateSchema, response: { 200: accommodationSchema } } },
    (req) => {
      const { vendorId, ...accommodation } = req.body;
      return service.createAccommodation(vendorId, accommodation);
    },
  );
  app.post(
    "/vendor/accommodation/update",
    { config, schema: { tags, body: accommodationUpdateSchema, response: { 200: accommodationSchema } } },
    (req) => {
      const { vendorId, accommodationId, ...accommodation } = req.body;
      return service.updateAccommodation(vendorId, accommodationId, accommodation);
    },
  );
  app.post(
    "/vendor/accommodation/delete",
    { config, schema: { tags, body: accommodationIdSchema, response: { 200: accommodationDeleteResponseSchema } } },
    async (req) => {
      await service.deleteAccommodation(req.body.vendorId, req.body.accommodationId);
      return { accommodationId: req.body.accommodationId };
    },
  );

  // ——— spaces ———
  app.get(
    "/vendor/space/list",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: spaceListResponseSchema } } },
    async (req) => ({ spaces: await service.listSpaces(req.query.vendorId) }),
  );
  app.get("/vendor/space", { config, schema: { tags, querystring: spaceIdSchema, response: { 200: spaceSchema } } }, (req) =>
    service.getSpace(req.query.vendorId, req.query.spaceId),
  );
  app.post(
    "/vendor/space/create",
    { config, schema: { tags, body: spaceCreateSchema, response: { 200: spaceSchema } } },
    (req) => {
      const { vendorId, ...space } = req.body;
      return service.createSpace(vendorId, space);
    },
  );
  app.post(
    "/vendor/space/update",
    { config, schema: { tags, body: spaceUpdateSchema, response: { 200: spaceSchema } } },
    (req) => {
      const { vendorId, spaceId, ...space } = req.body;
      return service.updateSpace(vendorId, spaceId, space);
    },
  );
  app.post(
    "/vendor/space/delete",
    { config, schema: { tags, body: spaceIdSchema, response: { 200: spaceDeleteResponseSchema } } },
    async (req) => {
      await service.deleteSpace(req.body.vendorId, req.body.spaceId);
      return { spaceId: req.body.spaceId };
    },
  );

  // ——— FAQ ———
  app.get(
    "/vendor/faq",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: faqResponseSchema } } },
    async (req) => ({ qas: await service.faq(req.query.vendorId) }),
  );
  app.post(
    "/vendor/faq/update",
    { config, schema: { tags, body: faqUpdateSchema, response: { 200: faqResponseSchema } } },
    async (req) => ({
      qas: await service.updateFaq(req.body),
    }),
  );

  // ——— availabilities ———
  app.get(
    "/vendor/availabilities",
    { config, schema: { tags, querystring: availabilitiesQuerySchema, response: { 200: availabilitiesResponseSchema } } },
    async (req) => ({ availabilities: await service.availabilities(req.query.vendorId, req.query.startDate, req.query.endDate) }),
  );
  app.post(
    "/vendor/availabilities/create",
    { config, schema: { tags, body: availabilitiesCreateSchema, response: { 200: availabilitiesResponseSchema } } },
    async (req) => ({ availabilities: await service.addAvailabilities(req.body.vendorId, req.body.dates) }),
  );
  app.post(
    "/vendor/availabilities/delete",
    { config, schema: { tags, body: availabilitiesDeleteSchema, response: { 200: availabilitiesDeleteResponseSchema } } },
    async (req) => ({ availabilitiesId: await service.deleteAvailabilities(req.body.vendorId, req.body.availabilitiesId) }),
  );

  // ——— promotions ———
  app.get(
    "/vendor/promotions",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: promotionListResponseSchema } } },
    async (req) => ({ promotions: await service.listPromotions(req.query.vendorId) }),
  );
  app.post(
    "/vendor/promotions/create",
    { config, schema: { tags, body: promotionCreateSchema, response: { 200: promotionSchema } } },
    (req) => {
      const { vendorId, ...promotion } = req.body;
      return service.createPromotion(vendorId, promotion);
    },
  );
  app.post(
    "/vendor/promotions/update",
    { config, schema: { tags, body: promotionUpdateSchema, response: { 200: promotionSchema } } },
    (req) => {
      const { vendorId, promotionId, ...promotion } = req.body;
      return service.updatePromotion(vendorId, promotionId, promotion);
    },
  );
  app.post(
    "/vendor/promotions/delete",
    { config, schema: { tags, body: promotionIdSchema, response: { 200: promotionDeleteResponseSchema } } },
    async (req) => {
      await service.deletePromotion(req.body.vendorId, req.body.promotionId);
      return { promotionId: req.body.promotionId };
    },
  );

  // ——— team members ———
  app.get(
    "/vendor/team-members",
    { config, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: teamMemberListResponseSchema } } },
    async (req) => ({ teamMembers: await service.listTeamMembers(req.query.vendorId) }),
  );
  app.post(
    "/vendor/team-members/create",
    { config, schema: { tags, body: teamMemberCreateSchema, response: { 200: teamMemberSchema } } },
    (req) => {
      const { vendorId, ...member } = req.body;
      return service.createTeamMember(vendorId, member);
    },
  );
  app.post(
    "/vendor/team-members/update",
    { config, schema: { tags, body: teamMemberUpdateSchema, response: { 200: teamMemberSchema } } },
    (req) => {
      const { vendorId, teamMemberId, ...member } = req.body;
      return service.updateTeamMember(vendorId, teamMemberId, member);
    },
  );
  app.post(
    "/vendor/team-members/delete",
    { config, schema: { tags, body: teamMemberIdSchema, response: { 200: teamMemberDeleteResponseSchema } } },
    async (req) => {
      await service.deleteTeamMember(req.body.vendorId, req.body.teamMemberId);
      return { teamMemberId: req.body.teamMemberId };
    },
  );
};
