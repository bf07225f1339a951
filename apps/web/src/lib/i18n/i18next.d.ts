import type { defaultNamespace, resources } from "./resources.ts";

// Module augmentation needs an interface. It types every t() key against the French texts, so a
// missing or misspelt key fails the build instead of showing a raw key to a vendor.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)["fr"];
  }
}
