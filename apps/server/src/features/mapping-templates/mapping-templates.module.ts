import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { mappingTemplatesService } from './mapping-templates.service';
import { registerMappingTemplatesRoutes } from './mapping-templates.routes';

/** Mapping templates: saved column mappings of lists into the dialer. */
export const mappingTemplatesModule = defineModule({
  name: 'mappingTemplates',
  create: (deps: Pick<Deps, 'db'>) => mappingTemplatesService(deps),
  routes: registerMappingTemplatesRoutes,
});
