/** localStorage, or null when the browser forbids it (privacy settings): reading the property itself can throw. */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
