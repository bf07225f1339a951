/** Part 2 §2: a notification's http(s) url opens in a new tab; any other (an app path) navigates in place. */
export function openNotification(url: string | null, navigate: (path: string) => void, openWindow = window.open): void {
  if (!url) return;
  if (/^https?:\/\//i.test(url)) {
    openWindow(url, "_blank", "noopener,noreferrer");
    return;
  }
  if (url.startsWith("/") && !url.startsWith("//")) navigate(url);
}
