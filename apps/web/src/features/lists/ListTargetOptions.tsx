import { Box, Stack } from '@mui/material';
import type { ProviderCode } from '@trueline/contract';
import { Five9OptionFields } from './Five9OptionFields';
import { DedupeField, DialerListField, ModeField, takesDedupe, takesDialerList, takesMode, type DialerListChoice } from './ListTargetFields';
import type { ListTarget } from './process-request';

interface Props {
  provider: ProviderCode | null;
  target: ListTarget;
  onChange(target: ListTarget): void;
  lists: readonly DialerListChoice[];
  listsLoading?: boolean;
  listError?: string | null;
}

/** The list editor's dialer options: Send to dialer list (not CONNECT), De-dupe list (RING), processing mode and CRM/list options (FIVE9). */
export function ListTargetOptions({ provider, target, onChange, lists, listsLoading, listError }: Props) {
  const set = (patch: Partial<ListTarget>) => onChange({ ...target, ...patch });
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'flex-start' }}>
        {takesDialerList(provider) ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <DialerListField provider={provider} lists={lists} value={target.dialerList} onChange={(dialerList) => set({ dialerList })} error={listError} loading={listsLoading} />
          </Box>
        ) : null}
        {takesDedupe(provider) ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <DedupeField value={target.dedupe} onChange={(dedupe) => set({ dedupe })} />
          </Box>
        ) : null}
        {takesMode(provider) ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ModeField value={target.mode} onChange={(mode) => set({ mode })} />
          </Box>
        ) : null}
      </Stack>
      {takesMode(provider) ? <Five9OptionFields row value={target.five9} onChange={(five9) => set({ five9 })} idPrefix="editor-five9" /> : null}
    </Stack>
  );
}
