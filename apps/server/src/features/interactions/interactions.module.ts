import path from 'node:path';
import type { Deps } from '../../platform/deps';
import { createInteractionRecorder, type RecorderOptions } from './interaction-recorder';
import { interactionsService, type InteractionsPorts } from './interactions.service';

/**
 * Recorded interactions: the recorder the screening runtime calls (`record`, and `countSince` for the Velocity node),
 * the service behind the call dashboard and call search, and the ports the integrator satisfies (workflow names, the
 * export service). `ports` may also be filled in after creation, by features created later.
 */
export function createInteractions(deps: Pick<Deps, 'db' | 'log' | 'now' | 'config'>, x: { ports?: InteractionsPorts; recorder?: RecorderOptions }) {
  const recorder = createInteractionRecorder(deps, { spillDir: path.join(deps.config.dataDir, 'interactions-unsaved'), ...x.recorder });
  const ports: InteractionsPorts = { ...x.ports };
  const service = interactionsService(deps, { recorder, ports });
  return { recorder, service, ports };
}
export type Interactions = ReturnType<typeof createInteractions>;
