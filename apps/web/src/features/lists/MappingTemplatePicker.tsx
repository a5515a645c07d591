import type { ComponentProps } from 'react';
import { MappingTemplatePicker as SharedPicker } from '../../components/MappingTemplatePicker';
import { useDeleteTemplate } from './api';

type Props = Omit<ComponentProps<typeof SharedPicker>, 'onDelete' | 'deleteBusy'> & { ws: string };

/** The shared template picker, deleting through the lists' mutation (which refreshes the workspace's templates). */
export function MappingTemplatePicker({ ws, ...props }: Props) {
  const remove = useDeleteTemplate(ws);
  return <SharedPicker {...props} onDelete={(t) => remove.mutateAsync(t.id)} deleteBusy={remove.isPending} />;
}
