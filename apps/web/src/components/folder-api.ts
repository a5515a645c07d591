import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foldersRoutes, type Folder, type FolderScope } from '@trueline/contract';
import { api } from '../lib/api';

export const foldersKey = (ws: string, scope: FolderScope) => ['folders', ws, scope] as const;

/** The folders of one scope in a workspace. */
export function useFolders(ws: string, scope: FolderScope) {
  return useQuery({ queryKey: foldersKey(ws, scope), queryFn: () => api(foldersRoutes.list, { params: { ws }, query: { scope } }) });
}

/** Create, rename and delete folders of one scope; the cached list (sorted by name) follows at once, then refetches. */
export function useFolderMutations(ws: string, scope: FolderScope) {
  const client = useQueryClient();
  const key = foldersKey(ws, scope);
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const put = (f: Folder) => client.setQueryData<Folder[]>(key, (list) =>
    [...(list ?? []).filter((x) => x.id !== f.id), f].sort((a, b) => a.name.localeCompare(b.name)));
  return {
    create: useMutation({
      mutationFn: (name: string) => api(foldersRoutes.create, { params: { ws }, body: { scope, name } }),
      onSuccess: (f) => (put(f), refresh()),
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) => api(foldersRoutes.rename, { params: { ws, id }, query: { name } }),
      onSuccess: (f) => (put(f), refresh()),
    }),
    remove: useMutation({
      mutationFn: (id: string) => api(foldersRoutes.remove, { params: { ws, id } }),
      onSuccess: (_ok, id) => {
        client.setQueryData<Folder[]>(key, (list) => list?.filter((f) => f.id !== id));
        return refresh();
      },
    }),
  };
}
