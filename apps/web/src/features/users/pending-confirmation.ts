type PendingConfirmation = { email: string; password: string };

// Memory only, never storage: the password of an account that still has to confirm its e-mail
// (typed at registration, or at a login refused for that reason) lets the confirmation step sign
// the user in directly. A reload forgets it, and the user signs in by hand.
let pending: PendingConfirmation | null = null;

export function rememberPendingConfirmation(email: string, password: string): void {
  pending = { email, password };
}

/** The password kept for this e-mail, handed out once. */
export function takePendingPassword(email: string): string | null {
  if (pending === null || pending.email !== email) return null;
  const { password } = pending;
  pending = null;
  return password;
}
