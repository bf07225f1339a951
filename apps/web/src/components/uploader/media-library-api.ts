import { createMediaLibraryApi } from "@cortege/api-client";
import { apiClient } from "../../lib/session/api.ts";

/**
 * The app's one media library client: every screen that shows files shares its 50-minute cache of
 * signed URLs (part 1 §9), so a picture seen on one screen is not signed again on the next.
 */
export const mediaLibraryApi = createMediaLibraryApi(apiClient);
