import { randomUUID } from "node:crypto";
import {
  commonErrorCodes,
  customStatusKey,
  defaultEventStatuses,
  type EventConfigUpdate,
  type EventStatusConfig,
  eventMessages,
  removedStatuses,
  renumberStatuses,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest } from "../../platform/errors/app-error.ts";
import { createEventConfigRepository } from "./event-config.repository.ts";

const refuse = (message: string) => badRequest(commonErrorCodes.VALIDATION_FAILED, message);

/** The vendor's pipeline statuses: the defaults until the vendor changes them (part 1 §4). */
export function createEventConfigService({ db }: { db: Db }) {
  const repo = createEventConfigRepository(db);

  async function get(vendorId: string): Promise<EventStatusConfig[]> {
    const stored = await repo.get(vendorId);
    return stored.length > 0 ? stored : defaultEventStatuses();
  }

  return {
    get,

    /** The status a new event gets when none is given: the first column of the pipeline. */
    async firstStatus(vendorId: string): Promise<string> {
      return ((await get(vendorId))[0] as EventStatusConfig).status;
    },

    /**
     * The status of an event opened by a couple's request (the showcase form, a marketplace lead): the spec's
     * first column, REQUEST_RECEIVED; a vendor who removed it gets its pipeline's first status.
     */
    async requestStatus(vendorId: string): Promise<string> {
      const pipeline = await get(vendorId);
      return pipeline.some((s) => s.status === "REQUEST_RECEIVED")
        ? "REQUEST_RECEIVED"
        : (pipeline[0] as EventStatusConfig).status;
    },

    async assertStatus(vendorId: string, status: string): Promise<void> {
      if (!(await get(vendorId)).some((s) => s.status === status)) throw refuse(eventMessages.statusUnknown);
    },

    /**
     * The whole pipeline in its new order: new entries get a key of their own, positions are
     * renumbered from 1, and the events of a removed status move to the status chosen for them.
     */
    async update(vendorId: string, input: EventConfigUpdate): Promise<EventStatusConfig[]> {
      return repo.transaction(vendorId, async (tx) => {
        const storedNow = await repo.get(vendorId, tx);
        const current = storedNow.length > 0 ? storedNow : defaultEventStatuses();
        const known = new Set(current.map((s) => s.status));
        for (const s of input.statuses)
          if (s.status !== undefined && !known.has(s.status)) throw refuse(eventMessages.statusUnknown);

        const next = renumberStatuses(
          input.statuses.map((s, index) => ({
            status: s.status ?? customStatusKey(randomUUID()),
            name: s.name,
            color: s.color,
            enableNotifications: s.enableNotifications,
            notificationDaysBefore: s.notificationDaysBefore,
            position: index + 1,
          })),
        );
        const kept = new Set(next.map((s) => s.status));
        const removed = removedStatuses(current, input.statuses);
        const counts = await repo.countEventsIn(tx, vendorId, removed);
        const moves: [string, string][] = [];
        for (const status of removed) {
          if ((counts.get(status) ?? 0) === 0) continue;
          const target = input.moveEventsTo[status];
          const name = current.find((s) => s.status === status)?.name ?? status;
          if (target === undefined) throw refuse(eventMessages.moveTargetRequired(name));
          if (!kept.has(target)) throw refuse(eventMessages.moveTargetInvalid);
          moves.push([status, target]);
        }
        await repo.replace(tx, vendorId, next);
        for (const [from, to] of moves) await repo.moveEvents(tx, vendorId, from, to);
        return next;
      });
    },

    /** Back to the four defaults; events of the vendor's own statuses go to the first one. */
    async reset(vendorId: string): Promise<EventStatusConfig[]> {
      const defaults = defaultEventStatuses();
      return repo.transaction(vendorId, async (tx) => {
        await repo.replace(tx, vendorId, []);
        await repo.moveEventsOutside(
          tx,
          vendorId,
          defaults.map((s) => s.status),
          (defaults[0] as EventStatusConfig).status,
        );
        return defaults;
      });
    },
  };
}
export type EventConfigService = ReturnType<typeof createEventConfigService>;
