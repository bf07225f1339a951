import { route } from "../routes/route-contract.ts";
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
} from "./showcase-schemas.ts";
import { vendorIdQuerySchema } from "./vendor-schemas.ts";

/**
 * The vendors module's showcase routes (apps/api/src/modules/vendors/showcase.routes.ts): medias, accommodations,
 * spaces, FAQ, availabilities, promotions, team members. The API registers these schemas, the web types its calls.
 */
export const showcaseContract = {
  medias: route({ method: "GET", path: "vendor/medias", query: vendorIdQuerySchema, response: showcaseMediasResponseSchema }),
  updateMedias: route({
    method: "POST",
    path: "vendor/medias/update",
    body: mediasUpdateSchema,
    response: showcaseMediasResponseSchema,
  }),
  deleteMedias: route({
    method: "POST",
    path: "vendor/medias/delete",
    body: mediasDeleteSchema,
    response: mediasDeleteResponseSchema,
  }),

  listAccommodations: route({
    method: "GET",
    path: "vendor/accommodation/list",
    query: vendorIdQuerySchema,
    response: accommodationListResponseSchema,
  }),
  getAccommodation: route({
    method: "GET",
    path: "vendor/accommodation",
    query: accommodationIdSchema,
    response: accommodationSchema,
  }),
  createAccommodation: route({
    method: "POST",
    path: "vendor/accommodation/create",
    body: accommodationCreateSchema,
    response: accommodationSchema,
  }),
  updateAccommodation: route({
    method: "POST",
    path: "vendor/accommodation/update",
    body: accommodationUpdateSchema,
    response: accommodationSchema,
  }),
  deleteAccommodation: route({
    method: "POST",
    path: "vendor/accommodation/delete",
    body: accommodationIdSchema,
    response: accommodationDeleteResponseSchema,
  }),

  listSpaces: route({ method: "GET", path: "vendor/space/list", query: vendorIdQuerySchema, response: spaceListResponseSchema }),
  getSpace: route({ method: "GET", path: "vendor/space", query: spaceIdSchema, response: spaceSchema }),
  createSpace: route({ method: "POST", path: "vendor/space/create", body: spaceCreateSchema, response: spaceSchema }),
  updateSpace: route({ method: "POST", path: "vendor/space/update", body: spaceUpdateSchema, response: spaceSchema }),
  deleteSpace: route({ method: "POST", path: "vendor/space/delete", body: spaceIdSchema, response: spaceDeleteResponseSchema }),

  faq: route({ method: "GET", path: "vendor/faq", query: vendorIdQuerySchema, response: faqResponseSchema }),
  updateFaq: route({ method: "POST", path: "vendor/faq/update", body: faqUpdateSchema, response: faqResponseSchema }),

  availabilities: route({
    method: "GET",
    path: "vendor/availabilities",
    query: availabilitiesQuerySchema,
    response: availabilitiesResponseSchema,
  }),
  createAvailabilities: route({
    method: "POST",
    path: "vendor/availabilities/create",
    body: availabilitiesCreateSchema,
    response: availabilitiesResponseSchema,
  }),
  deleteAvailabilities: route({
    method: "POST",
    path: "vendor/availabilities/delete",
    body: availabilitiesDeleteSchema,
    response: availabilitiesDeleteResponseSchema,
  }),

  listPromotions: route({
    method: "GET",
    path: "vendor/promotions",
    query: vendorIdQuerySchema,
    response: promotionListResponseSchema,
  }),
  createPromotion: route({
    method: "POST",
    path: "vendor/promotions/create",
    body: promotionCreateSchema,
    response: promotionSchema,
  }),
  updatePromotion: route({
    method: "POST",
    path: "vendor/promotions/update",
    body: promotionUpdateSchema,
    response: promotionSchema,
  }),
  deletePromotion: route({
    method: "POST",
    path: "vendor/promotions/delete",
    body: promotionIdSchema,
    response: promotionDeleteResponseSchema,
  }),

  listTeamMembers: route({
    method: "GET",
    path: "vendor/team-members",
    query: vendorIdQuerySchema,
    response: teamMemberListResponseSchema,
  }),
  createTeamMember: route({
    method: "POST",
    path: "vendor/team-members/create",
    body: teamMemberCreateSchema,
    response: teamMemberSchema,
  }),
  updateTeamMember: route({
    method: "POST",
    path: "vendor/team-members/update",
    body: teamMemberUpdateSchema,
    response: teamMemberSchema,
  }),
  deleteTeamMember: route({
    method: "POST",
    path: "vendor/team-members/delete",
    body: teamMemberIdSchema,
    response: teamMemberDeleteResponseSchema,
  }),
} as const;
