import {
  boardConfigQuerySchema,
  boardConfigSchema,
  boardConfigUpdateSchema,
  boardCreateSchema,
  boardDeleteResponseSchema,
  boardDeleteSchema,
  boardDuplicateSchema,
  boardEventQuerySchema,
  boardQuerySchema,
  boardSchema,
  boardsQuerySchema,
  boardsResponseSchema,
  boardUpdateSchema,
  listCreateSchema,
  listDeleteResponseSchema,
  listDeleteSchema,
  listUpdateSchema,
  taskCreateSchema,
  taskDeleteResponseSchema,
  taskDeleteSchema,
  taskListSchema,
  taskMoveSchema,
  taskSchema,
  taskUpdateSchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { TasksService } from "./tasks.service.ts";

const tags = ["task"];
const config = { access: "vendor" as const };

export const tasksRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<TasksService> }> = async (app, { service }) => {
  app.post("/task/board/create", { config, schema: { tags, body: boardCreateSchema, response: { 200: boardSchema } } }, (req) =>
    service.createBoard(tenantOf(req), req.body),
  );
  app.post("/task/board/update", { config, schema: { tags, body: boardUpdateSchema, response: { 200: boardSchema } } }, (req) =>
    service.renameBoard(tenantOf(req), req.body.boardId, req.body.name),
  );
  app.post(
    "/task/board/delete",
    { config, schema: { tags, body: boardDeleteSchema, response: { 200: boardDeleteResponseSchema } } },
    async (req) => {
      await service.deleteBoard(tenantOf(req), req.body.boardId);
      return { boardId: req.body.boardId };
    },
  );
  app.post(
    "/task/board/duplicate",
    { config, schema: { tags, body: boardDuplicateSchema, response: { 200: boardSchema } } },
    (req) => service.duplicateBoard(tenantOf(req), req.body.boardId, req.body.name),
  );
  app.post(
    "/task/board/config/update",
    { config, schema: { tags, body: boardConfigUpdateSchema, response: { 200: boardConfigSchema } } },
    (req) => service.updateConfig(tenantOf(req), req.body),
  );
  app.get(
    "/task/boards",
    { config, schema: { tags, querystring: boardsQuerySchema, response: { 200: boardsResponseSchema } } },
    async (req) => ({ boards: await service.boards(tenantOf(req), req.query.includeEventBoards) }),
  );
  app.get("/task/board", { config, schema: { tags, querystring: boardQuerySchema, response: { 200: boardSchema } } }, (req) =>
    service.board(tenantOf(req), req.query.boardId),
  );
  app.get(
    "/task/board/event",
    { config, schema: { tags, querystring: boardEventQuerySchema, response: { 200: boardSchema } } },
    (req) => service.boardOfEvent(tenantOf(req), req.query.eventId),
  );
  app.get(
    "/task/board/config",
    { config, schema: { tags, querystring: boardConfigQuerySchema, response: { 200: boardConfigSchema } } },
    (req) => service.config(tenantOf(req)),
  );

  app.post(
    "/task/list/create",
    { config, schema: { tags, body: listCreateSchema, response: { 200: taskListSchema } } },
    (req) => {
      const { boardId, position, ...values } = withoutVendorId(req.body);
      return service.createList(tenantOf(req), boardId, values, position);
    },
  );
  app.post(
    "/task/list/update",
    { config, schema: { tags, body: listUpdateSchema, response: { 200: taskListSchema } } },
    (req) => {
      const { boardId, listId, position, ...values } = withoutVendorId(req.body);
      return service.updateList(tenantOf(req), boardId, listId, values, position);
    },
  );
  app.post(
    "/task/list/delete",
    { config, schema: { tags, body: listDeleteSchema, response: { 200: listDeleteResponseSchema } } },
    async (req) => {
      await service.deleteList(tenantOf(req), req.body.boardId, req.body.listId);
      return { boardId: req.body.boardId, listId: req.body.listId };
    },
  );

  app.post("/task/task/create", { config, schema: { tags, body: taskCreateSchema, response: { 200: taskSchema } } }, (req) =>
    service.createTask(tenantOf(req), req.body),
  );
  app.post("/task/task/update", { config, schema: { tags, body: taskUpdateSchema, response: { 200: taskSchema } } }, (req) =>
    service.updateTask(tenantOf(req), req.body),
  );
  app.post(
    "/task/task/delete",
    { config, schema: { tags, body: taskDeleteSchema, response: { 200: taskDeleteResponseSchema } } },
    async (req) => {
      const { boardId, listId, taskId } = withoutVendorId(req.body);
      await service.deleteTask(tenantOf(req), boardId, listId, taskId);
      return { boardId, listId, taskId };
    },
  );
  // Answers the board: the client reloads it after a move (spec §4).
  app.post("/task/task/move", { config, schema: { tags, body: taskMoveSchema, response: { 200: boardSchema } } }, (req) =>
    service.moveTask(tenantOf(req), req.body),
  );
};
