import type { Event } from "@cortege/domain";

/** Called once an event is created or changed, after its transaction committed. */
export type EventSavedListener = (vendorId: string, event: Event, created: boolean) => Promise<void>;

/**
 * The events module's one door for the modules that follow events (the task boards give a new event its board
 * and move due dates with it). Composition subscribes them once; every path that saves an event — the events
 * screens, a showcase request, a marketplace lead — emits through it, so no module calls the followers directly.
 */
export function createEventSavedHook() {
  const listeners: EventSavedListener[] = [];
  return {
    subscribe(listener: EventSavedListener): void {
      listeners.push(listener);
    },
    /** Each listener in turn; the first failure is the caller's to log (the event itself is saved). */
    async emit(vendorId: string, event: Event, created: boolean): Promise<void> {
      for (const listener of listeners) await listener(vendorId, event, created);
    },
  };
}
export type EventSavedHook = ReturnType<typeof createEventSavedHook>;
