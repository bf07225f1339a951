/** Values that a well-behaved client never sends: each must be refused cleanly, never crash the server. */
export const hostileStrings = [
  "",
  " ",
  "\u0000",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"><script>alert(1)</script>',
  "<img src=x onerror=alert(1)>",
  "{{constructor.constructor('return 1')()}}",
  "../../../../etc/passwd",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "😀👩‍👩‍👧‍👦🇫🇷",
  "\uD800",
  "Ω≈ç√∫˜µ≤≥÷",
  "%00%0d%0a",
  "null",
  "NaN",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(10_000),
  "é".repeat(100_000),
];

export const hostileNumbers = [-1, 0, -0, 1.5, -2_147_483_649, 2 ** 53 + 2, Number.MAX_VALUE, 1e308, -1e308];

export const hostileOthers: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { $gt: "" },
  { __proto__: { admin: true } },
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 10_000 }, (_, i) => i),
  Array.from({ length: 2_000 }, () => "x".repeat(50)),
];

export const allHostile: unknown[] = [...hostileStrings, ...hostileNumbers, ...hostileOthers];
