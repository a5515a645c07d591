import type { Deps } from '../../platform/deps';
import { defineModule } from '../../platform/module';
import { foldersService } from './folders.service';
import { registerFoldersRoutes } from './folders.routes';

/** Folders shared by every feature that groups its items; each registers its scope with `folders.registerScope`. */
export const foldersModule = defineModule({
  name: 'folders',
  create: (deps: Pick<Deps, 'db'>) => foldersService(deps),
  routes: registerFoldersRoutes,
});
