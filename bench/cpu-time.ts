// CPU time of this process and of its database sessions: on a shared machine, the figure that does not depend on the load.
import fs from 'node:fs';
import type { SqlClient } from '../apps/server/src/platform/db';

/** A process's user + system CPU milliseconds, from /proc (0 once it has ended). */
function cpuMsOf(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * (1000 / 100);
  } catch {
    return 0;
  }
}

/** Starts counting; the function it answers stops and gives the seconds spent in this process and in the database's sessions. */
export async function startCpuTime(sql: SqlClient): Promise<() => Promise<{ processSeconds: number; databaseSeconds: number }>> {
  const sessions = async () => (await sql.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).rows.map((r) => r.pid);
  const dbBefore = new Map((await sessions()).map((pid) => [pid, cpuMsOf(pid)]));
  const before = process.cpuUsage();
  return async () => {
    const cpu = process.cpuUsage(before);
    const dbMs = (await sessions()).reduce((n, pid) => n + cpuMsOf(pid) - (dbBefore.get(pid) ?? 0), 0);
    return { processSeconds: (cpu.user + cpu.system) / 1e6, databaseSeconds: dbMs / 1000 };
  };
}
