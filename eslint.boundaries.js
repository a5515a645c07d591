// The boundaries between features, generated from the folder listing (ARCHITECTURE.md): lint fails on a crossing.
import fs from 'node:fs';

const folders = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const SERVER = './apps/server/src';
const WEB = './apps/web/src';

/**
 * A server repo may read another feature's table in a join for a name or a count only where listed here (each with
 * its reason); every other crossing goes through the owning feature's service.
 */
const READ_JOINS = {
  // Every list row the pipeline reads (pages, processing, jobs, import, realtime events, webhooks) carries its campaign's
  // name, and the workspace's list page filters on it with its total in SQL; through the campaigns service it would be a
  // second query at each of those reads.
  'lists/lists.repo.ts': ['campaigns'], // lists are found and shown by their campaign's name, paged in SQL
  // The messaging dashboard is an aggregate of the roll-ups the messaging engine writes (counts only, one query for
  // every block); through a service it would be the same SQL in another folder.
  'messaging-dashboard/messaging-dashboard.repo.ts': ['messaging-leads'],
};

export function featureBoundaryZones() {
  const server = folders(`${SERVER}/features`);
  const web = folders(`${WEB}/features`);
  return [
    // Tests are left out: they may set up data through any table.
    { target: `${SERVER}/platform/**/!(*.test).ts`, from: `${SERVER}/features`, message: 'platform/ imports no feature: features plug into it.' },
    { target: `${SERVER}/providers/**/!(*.test).ts`, from: `${SERVER}/features`, message: 'providers/ imports no feature.' },
    // A feature reaches another through its module, service and types, never through its SQL, tables, routes or jobs.
    ...server.map((f) => ({
      target: `${SERVER}/features/!(${f})/**/!(*.test).ts`,
      from: `${SERVER}/features/${f}/*.@(repo|routes|jobs).ts`,
      message: `Use the ${f} feature's service, not its repo, routes or jobs.`,
    })),
    // Tables may point at another feature's tables (foreign keys); other files may not use them, but for the joins listed.
    ...server.map((f) => {
      const joiners = Object.entries(READ_JOINS).filter(([, tables]) => tables.includes(f)).map(([file]) => file.split('/'));
      const others = [f, ...joiners.map(([g]) => g)].join('|');
      return {
        target: [
          `${SERVER}/features/!(${others})/**/!(*.tables|*.test).ts`,
          ...joiners.map(([g, file]) => `${SERVER}/features/${g}/**/!(*.tables|*.test|${file.replace(/\.ts$/, '')}).ts`),
        ],
        from: `${SERVER}/features/${f}/*.tables.ts`,
        message: `The ${f} tables are the ${f} feature's: ask its service.`,
      };
    }),
    { target: `${WEB}/components`, from: [`${WEB}/app`, `${WEB}/features`], message: 'components/ are building blocks: they import neither app/ nor features/.' },
    { target: `${WEB}/lib`, from: [`${WEB}/app`, `${WEB}/features`], message: 'lib/ imports neither app/ nor features/.' },
    ...web.map((f) => ({
      target: `${WEB}/features/${f}`,
      from: `${WEB}/features`,
      except: [`./${f}`],
      message: 'A web feature imports no other feature: share through components/ or lib/, compose in app/routes/.',
    })),
  ];
}
