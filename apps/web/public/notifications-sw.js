// Cortège's service worker: shows the push notifications of the notifications service and applies the
// click rule of the app (part 2 §2): an http(s) link opens a new window; an app path opens the app there.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Cortège", body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Cortège";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      tag: data.id || undefined,
      icon: "/favicon.svg",
      lang: "fr",
      data: { url: data.url || null },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url;
  const target = url && /^https?:\/\//i.test(url) ? url : new URL(url || "/notifications", self.location.origin).href;
  event.waitUntil(
    (async () => {
      if (!/^https?:\/\//i.test(url || "")) {
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (same) {
          await same.focus();
          return same.navigate(target);
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
