/**
 * A label the server sent in the page's language with `{name}` holes (islands get their labels
 * as props, never a catalogue): `fill('{n} of {count}', { n: 3, count: 12 })` is `3 of 12`.
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (hole, name: string) => String(values[name] ?? hole));
