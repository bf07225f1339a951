export const blogQueryKeys = {
  all: ["blog"] as const,
  adminLists: ["blog", "admin-list"] as const,
  adminArticle: (articleId: string) => ["blog", "admin-article", articleId] as const,
  last: (platform: string) => ["blog", "last", platform] as const,
  library: (vendorId: string) => ["blog", "library", vendorId] as const,
};
