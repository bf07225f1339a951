import { tasksContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { TasksService } from "./tasks.service.ts";

const tags = ["task"];
const config = { access: "vendor" as const };

export const tasksRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<TasksService> }> = async (app, { service }) => {
  app.post(routeUrl(routes.boardCreate), { config, schema: routeSchema(routes.boardCreate, tags) }, (req) =>
    service.createBoard(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.boardUpdate), { config, schema: routeSchema(routes.boardUpdate, tags) }, (req) =>
    service.renameBoard(tenantOf(req), req.body.boardId, req.body.name),
  );
  app.post(routeUrl(routes.boardDelete), { config, schema: routeSchema(routes.boardDelete, tags) }, async (req) => {
    await service.deleteBoard(tenantOf(req), req.body.boardId);
    return { boardId: req.body.boardId };
  });
  app.post(routeUrl(routes.boardDuplicate), { config, schema: routeSchema(routes.boardDuplicate, tags) }, (req) =>
    service.duplicateBoard(tenantOf(req), req.body.boardId, req.body.name),
  );
  app.post(routeUrl(routes.boardConfigUpdate), { config, schema: routeSchema(routes.boardConfigUpdate, tags) }, (req) =>
    service.updateConfig(tenantOf(req), req.body),
  );
  app.get(routeUrl(routes.boards), { config, schema: routeSchema(routes.boards, tags) }, async (req) => ({
    boards: await service.boards(tenantOf(req), req.query.includeEventBoards),
  }));
  app.get(routeUrl(routes.board), { config, schema: routeSchema(routes.board, tags) }, (req) =>
    service.board(tenantOf(req), req.query.boardId),
  );
  app.get(routeUrl(routes.boardEvent), { config, schema: routeSchema(routes.boardEvent, tags) }, (req) =>
    service.boardOfEvent(tenantOf(req), req.query.eventId),
  );
  app.get(routeUrl(routes.boardConfig), { config, schema: routeSchema(routes.boardConfig, tags) }, (req) =>
    service.config(tenantOf(req)),
  );

  app.post(routeUrl(routes.listCreate), { config, schema: routeSchema(routes.listCreate, tags) }, (req) => {
    const { boardId, position, ...values } = withoutVendorId(req.body);
    return service.createList(tenantOf(req), boardId, values, position);
  });
  app.post(routeUrl(routes.listUpdate), { config, schema: routeSchema(routes.listUpdate, tags) }, (req) => {
    const { boardId, listId, position, ...values } = withoutVendorId(req.body);
    return service.updateList(tenantOf(req), boardId, listId, values, position);
  });
  app.post(routeUrl(routes.listDelete), { config, schema: routeSchema(routes.listDelete, tags) }, async (req) => {
    await service.deleteList(tenantOf(req), req.body.boardId, req.body.listId);
    return { boardId: req.body.boardId, listId: req.body.listId };
  });

  app.post(routeUrl(routes.taskCreate), { config, schema: routeSchema(routes.taskCreate, tags) }, (req) =>
    service.createTask(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.taskUpdate), { config, schema: routeSchema(routes.taskUpdate, tags) }, (req) =>
    service.updateTask(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.taskDelete), { config, schema: routeSchema(routes.taskDelete, tags) }, async (req) => {
    const { boardId, listId, taskId } = withoutVendorId(req.body);
    await service.deleteTask(tenantOf(req), boardId, listId, taskId);
    return { boardId, listId, taskId };
  });
  // Answers the board: the client reloads it after a move (spec §4).
  app.post(routeUrl(routes.taskMove), { config, schema: routeSchema(routes.taskMove, tags) }, (req) =>
    service.moveTask(tenantOf(req), req.body),
  );
};
