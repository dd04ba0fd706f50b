// Generated `?next=` values an attacker would try for an open redirect after sign-in: every
// combination of ways to spell "another host" (slashes, backslashes, dot segments, their
// percent-encodings, tabs and line breaks, userinfo, schemes, look-alike Unicode slashes, mixed
// case, encoded once or twice). Shared by the unit test (all of them) and the browser-side checks
// through the real handlers (the worst cases).

const PREFIXES = [
  "/",
  "//",
  "///",
  "////",
  "\\",
  "\\\\",
  "/\\",
  "\\/",
  "/\\/",
  "/.",
  "/..",
  "/./",
  "/../",
  "/.//",
  "/..//",
  "/././/",
  "/../..//",
  "/.\\",
  "/..\\",
  "/.\\/",
  "/%2e/",
  "/%2e%2e/",
  "/%2E%2e//",
  "/.%2e//",
  "/%2e.//",
  "/%2e//",
  "/%2f",
  "/%2F%2F",
  "/%2f/",
  "%2f%2f",
  "/%5c",
  "/%5C%5c",
  "%5c%5c",
  "/%252f%252f",
  "/%255c",
  "/\t/",
  "/\n/",
  "/\r\n/",
  "\t//",
  " //",
  "/ /",
  "/%09/",
  "/%0a/",
  "/%0d%0a/",
  "/%00/",
  "/@",
  "//@",
  "/@/",
  "http:",
  "http://",
  "https://",
  "HTTPS://",
  "hTtP:/\\",
  "javascript:",
  "data:text/html,",
  "/\u2215",
  "/\u2215\u2215",
  "/\uff0f",
  "/\uff0f\uff0f",
  "\uff0f\uff0f",
  "/\u2044/",
  "/\uff3c",
  "/\u3002/",
  "/.\u3002/",
  "/%E2%88%95%E2%88%95",
  "/%C0%AF%C0%AF",
] as const;

const HOSTS = [
  "evil.example",
  "evil.example/",
  "evil.example/dashboard?x=1#y",
  "EVIL.EXAMPLE",
  "@evil.example",
  "user:pass@evil.example",
  "evil.example:443",
  "evil.example%2f",
  "%65vil.example",
  "evil\u3002example",
  "\uff45vil.example",
  "127.0.0.1",
  "[::1]",
  "",
] as const;

const SUFFIXES = ["", "/customers", "?next=//evil.example", "#//evil.example", "%2f..%2f"] as const;

function encodings(candidate: string): string[] {
  const rest = candidate.slice(1);
  return [
    candidate,
    candidate.toUpperCase(),
    // The rest of the path encoded once and twice behind a real leading slash.
    `/${encodeURIComponent(rest)}`,
    `/${encodeURIComponent(encodeURIComponent(rest))}`,
    // The whole value encoded (as if decoded one time too few).
    encodeURIComponent(candidate),
  ];
}

/** Thousands of candidates, deduplicated. */
export function redirectCorpus(): string[] {
  const out = new Set<string>();
  for (const prefix of PREFIXES) {
    for (const host of HOSTS) {
      for (const suffix of SUFFIXES) for (const item of encodings(prefix + host + suffix)) out.add(item);
      // Two prefixes in a row: "/./" + "//", "/%2e%2e/" + "\\"…
      for (const second of ["//", "\\\\", "/\\", "/%2f", "/.//"]) out.add(prefix + second + host);
    }
  }
  return [...out];
}

/** The spellings that beat the old check (it judged before normalising), plus a few classics. */
export const WORST_CASES = [
  "/.//evil.example",
  "/..//evil.example",
  "/././/evil.example/dashboard",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "/%2E%2e//evil.example",
  "/.///evil.example",
  "/../..//evil.example",
  "/.//@evil.example",
  "/.//evil.example:443/x",
  "/.//127.0.0.1",
  "/.//EVIL.EXAMPLE",
  "/.\\/evil.example",
  "/..\\/evil.example",
  "/.//\\evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "https://evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "%2f%2fevil.example",
  "/.//evil.example?next=/dashboard#x",
] as const;

/** Paths a user really comes back to: they survive unchanged. */
export const KNOWN_GOOD = [
  "/dashboard",
  "/customers",
  "/customers?group=vip#top",
  "/customers?search=%C3%A7i%C3%A7ek&page=2",
  "/customers/cm9x1a2b3c4d5e6f7g8h9i0j",
  "/settings/profile",
  "/settings/security#sessions",
  "/help",
  "/customers?next=//evil.example",
  "/customers#//evil.example",
  "/%0d%0aSet-Cookie:x",
  "/a/b/c?x=1&y=2#frag",
] as const;
