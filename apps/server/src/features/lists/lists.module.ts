import type { Deps } from '../../platform/deps';
import type { LeadsService } from '../leads/leads.service';
import type { MappingTemplatesService } from '../mapping-templates/mapping-templates.service';
import { defineListsJobs, defineReimport } from './lists.jobs';
import { listsService } from './lists.service';
import type { ListsServices } from './ports';
import { listProcessor } from './process-list';
import type { ScrubDeps } from './scrub';
import { listPublisher } from './view';

/** Lists' parts: the service behind the routes, the processing job and the periodic reimport; registers listStats. */
export function createLists(deps: Pick<Deps, 'config' | 'db' | 'dialers' | 'files' | 'jobs' | 'log' | 'now' | 'realtime'> & ScrubDeps, s: ListsServices & { leads: LeadsService; templates: MappingTemplatesService }) {
  const publish = listPublisher(deps);
  const processor = listProcessor(deps, s, publish);
  const jobs = defineListsJobs(deps, s, processor);
  const service = listsService(deps, s, { publish, enqueue: jobs.enqueue });
  const reimport = defineReimport(deps, s, service);
  s.campaigns.registerStatsSource({ listStats: service.listStats });
  return { service, processor, reimport, enqueue: jobs.enqueue };
}
export type Lists = ReturnType<typeof createLists>;
