// A component that breaks the rule on purpose: tests/unit/no-literal-strings.test.ts must find both.
export function Probe() {
  return (
    <button type="button" aria-label="Close dialog">
      Kaydet {"·"} {42}
    </button>
  );
}
