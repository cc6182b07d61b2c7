export {};
/**
 * `npm run purge -- --host <host>` | `--institute <id>` | `--all`
 * Calls POST /__purge on PURGE_URL (default http://localhost:8787) with PURGE_TOKEN.
 */
const args = process.argv.slice(2);
const value = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const body = args.includes('--all') ? { all: true } : value('--host') ? { host: value('--host') } : value('--institute') ? { institute: value('--institute') } : null;
const token = process.env.PURGE_TOKEN;
const url = `${(process.env.PURGE_URL ?? 'http://localhost:8787').replace(/\/+$/, '')}/__purge`;
if (!body || !token) {
  console.error('usage: PURGE_TOKEN=... [PURGE_URL=https://site] npm run purge -- --host <host> | --institute <id> | --all');
  process.exit(2);
}
const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
