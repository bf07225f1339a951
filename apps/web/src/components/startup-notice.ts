/**
 * A confirmation to show once the back office has started: /connexion's light page (no snackbar of its own) leaves
 * « un nouveau code vous a été envoyé » here before it hands over to the app, whose snackbar shows it first thing.
 */
let notice: string | null = null;

export function leaveStartupNotice(message: string): void {
  notice = message;
}

/** The notice, handed out once. */
export function takeStartupNotice(): string | null {
  const message = notice;
  notice = null;
  return message;
}
